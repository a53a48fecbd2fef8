// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TimeZoneProvider } from '@/lib/client/time-zone';
import { ChatName } from './chat-name';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const NOW = Date.parse('2026-11-27T18:00:00Z');
const named = (subject: string | null | undefined, createdAt = '2026-11-27T17:54:00Z') => (
  <TimeZoneProvider serverZone="UTC" serverNow={NOW}>
    <button type="button">
      <ChatName chat={{ subject, createdAt }} timeZone="UTC" />
    </button>
  </TimeZoneProvider>
);

describe('ChatName', () => {
  it('names a chat by its subject over how long ago it began, the full time in its accessible name', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    render(named('Headache since Tuesday'));
    const button = screen.getByRole('button');
    expect(button.textContent?.replace(/[\u202f\u00a0]/g, ' ')).toBe(
      'Headache since Tuesday 6 min. agoFri, Nov 27, 2026, 5:54 PM UTC',
    );
    expect(
      screen.getByRole('button', { name: /^Headache since Tuesday Fri, Nov 27, 2026, 5:54\sPM UTC$/ }),
    ).toBe(button);
  });

  it('renders hostile words as text, never as markup', () => {
    const { container } = render(named('<img src=x onerror="alert(1)"> **bold** &amp;'));
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('strong')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)"> **bold** &amp;');
  });

  it('says so when the patient has not written yet, or the subject could not be read', () => {
    render(named(null));
    expect(screen.getByRole('button').textContent).toMatch(/^No message yet/);
    cleanup();
    render(named(undefined));
    expect(screen.getByRole('button').textContent).toMatch(/^Chat /);
  });
});
