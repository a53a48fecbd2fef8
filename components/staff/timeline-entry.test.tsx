// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TimelineItem } from '@/lib/contract/bff';
import { TimelineEntry, timelineChats } from './timeline-entry';

afterEach(cleanup);

const ITEMS: TimelineItem[] = [
  {
    key: 'appointment:a1',
    kind: 'appointment',
    at: '2026-11-27T18:00:00Z',
    chatId: 'c1',
    appointmentId: 'a1',
    status: 'booked',
    startsAt: null,
    state: 'IL',
    asap: true,
  },
  { key: 'chat:c1', kind: 'chat', at: '2026-11-20T17:00:00Z', chatId: 'c1', subject: '<b>Ankle</b> swollen' },
  { key: 'chat:c2', kind: 'chat', at: '2026-11-19T17:00:00Z', chatId: 'c2', subject: null },
];

const entry = (item: TimelineItem) => (
  <ol>
    <TimelineEntry item={item} patientId="p1" zone="UTC" chats={timelineChats(ITEMS)} />
  </ol>
);

describe('TimelineEntry', () => {
  it('shows a chat by its subject, as text, with the link to its transcript', () => {
    render(entry(ITEMS[1]!));
    const item = screen.getByRole('listitem');
    expect(within(item).getByRole('heading', { name: 'Chat started' })).toBeTruthy();
    expect(item.textContent).toContain('<b>Ankle</b> swollen');
    expect(item.querySelector('b')).toBeNull();
    expect(within(item).getByRole('link', { name: 'Read the transcript' }).getAttribute('href')).toBe(
      '/staff/patients/p1/chats/c1',
    );
    cleanup();
    render(entry(ITEMS[2]!));
    expect(screen.getByRole('listitem').textContent).toContain('No message yet');
  });

  it('names the chat an entry belongs to, linking to its transcript', () => {
    render(entry(ITEMS[0]!));
    const link = screen.getByRole('link', {
      name: /^<b>Ankle<\/b> swollen Fri, Nov 20, 2026, 5:00\sPM UTC$/,
    });
    expect(link.getAttribute('href')).toBe('/staff/patients/p1/chats/c1');
    expect(screen.getByRole('listitem').textContent).toContain('In the chat');
  });
});
