// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/client/query-keys';
import type { WorkQueueItem } from '@/lib/contract/bff';
import { fakeApi } from '@/testing/client/fake-api';
import { WorkQueueView } from './work-queue';

vi.mock('next/navigation', () => ({ usePathname: () => '/staff', useRouter: () => ({ push: vi.fn() }) }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ME = { id: 'staff-me', email: 'me@clinic.test', role: 'staff', idleTimeoutSeconds: 1800 };

function item(key: string, name: string, overrides: Partial<WorkQueueItem> = {}): WorkQueueItem {
  return {
    key: key as WorkQueueItem['key'],
    section: key.split(':')[0] as WorkQueueItem['section'],
    patient: { id: `p-${name}`, name },
    summary: 'Chest pain with shortness of breath: call 911.',
    guardianId: 'guardian.cardiac_chest_pain',
    at: new Date(Date.now() - 5 * 60_000).toISOString(),
    href: `/staff/patients/p-${name}/chats/c-1`,
    assignedTo: null,
    ...overrides,
  };
}

function setup(initial: WorkQueueItem[]) {
  let items = initial;
  const api = fakeApi({
    'GET /api/staff/session': () => ({ data: ME }),
    'GET /api/staff/work-queue': () => ({ data: { items, readAt: new Date().toISOString() } }),
    'POST /api/staff/work-queue/items/safety%3A1/assignment': () => ({ data: null }),
    'POST /api/staff/work-queue/items/safety%3A1/done': () => ({ data: null }),
  });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <WorkQueueView />
    </QueryClientProvider>,
  );
  return {
    api,
    /** The server's queue changes and the live channel says so. */
    async change(next: WorkQueueItem[]) {
      items = next;
      await act(() => client.invalidateQueries({ queryKey: queryKeys.staff.workQueue }));
    },
  };
}

const names = () =>
  screen.getAllByRole('listitem').map((row) => within(row).getByRole('heading').textContent);

describe('WorkQueueView', () => {
  it('shows each section in order, with its items, and an empty line for the empty ones', async () => {
    setup([item('safety:1', 'Marge Simpson'), item('waiting:a1', 'Ned Flanders', { place: 1 })]);
    expect(await screen.findByRole('heading', { name: 'Marge Simpson' })).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Safety events to acknowledge (1)',
      'ASAP waiting room (1)',
      'Documents to review (0)',
      'Visits starting within two hours (0)',
      'E-mails that failed to send (0)',
    ]);
    expect(screen.getByText(/Place 1 · waiting 5 min/)).toBeTruthy();
    expect(screen.getByText('Every completed chat has been reviewed.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Open the chat ?: Marge Simpson$/ }).getAttribute('href')).toBe(
      '/staff/patients/p-Marge Simpson/chats/c-1',
    );
  });

  it('holds the list still: new items wait above with a count, announced, until "show"', async () => {
    const queue = setup([item('safety:1', 'Marge Simpson')]);
    await screen.findByRole('heading', { name: 'Marge Simpson' });
    await queue.change([item('safety:2', 'Bart Simpson'), item('safety:1', 'Marge Simpson')]);
    const show = await screen.findByRole('button', { name: '1 new — show' });
    expect(names()).toEqual(['Marge Simpson']);
    expect(
      screen.getAllByRole('status').some((region) => region.textContent === '1 new item in the work queue.'),
    ).toBe(true);
    await userEvent.click(show);
    expect(names()).toEqual(['Bart Simpson', 'Marge Simpson']);
    expect(screen.queryByRole('button', { name: /new — show/ })).toBeNull();
  });

  it('keeps an item that left the queue in place, marked, until the list is tidied', async () => {
    const queue = setup([item('safety:1', 'Marge Simpson'), item('safety:2', 'Bart Simpson')]);
    await screen.findByRole('heading', { name: 'Marge Simpson' });
    await queue.change([
      item('safety:2', 'Bart Simpson', { assignedTo: { id: 'x', email: 'lenny@clinic.test' } }),
    ]);
    expect(await screen.findByRole('heading', { name: /Marge Simpson — no longer open/ })).toBeTruthy();
    expect(names()).toEqual(['Marge Simpson — no longer open', 'Bart Simpson']);
    expect(screen.getByText('Taken by lenny@clinic.test')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '1 item no longer open — tidy up' }));
    expect(names()).toEqual(['Bart Simpson']);
  });

  it('takes an item, marks one done, and filters to mine and to those not taken', async () => {
    const queue = setup([item('safety:1', 'Marge Simpson'), item('documents:c9', 'Lisa Simpson')]);
    await screen.findByRole('heading', { name: 'Marge Simpson' });
    const marge = screen.getAllByRole('listitem')[0]!;
    await userEvent.click(within(marge).getByRole('button', { name: "I'll take it" }));
    expect(queue.api.calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/staff/work-queue/items/safety%3A1/assignment',
      body: {},
    });
    await queue.change([
      item('safety:1', 'Marge Simpson', { assignedTo: { id: ME.id, email: ME.email } }),
      item('documents:c9', 'Lisa Simpson'),
    ]);
    expect(await within(marge).findByText('Taken by you')).toBeTruthy();
    expect(within(marge).queryByRole('button', { name: "I'll take it" })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Mine' }));
    expect(names()).toEqual(['Marge Simpson']);
    await userEvent.click(screen.getByRole('radio', { name: 'Not taken' }));
    expect(names()).toEqual(['Lisa Simpson']);
    await userEvent.click(screen.getByRole('radio', { name: 'All' }));
    await userEvent.click(
      within(screen.getAllByRole('listitem')[0]!).getByRole('button', { name: 'Acknowledge' }),
    );
    expect(queue.api.calls.some((call) => call.path === '/api/staff/work-queue/items/safety%3A1/done')).toBe(
      true,
    );
  });

  it('says when the queue cannot be read', async () => {
    fakeApi({
      'GET /api/staff/session': () => ({ data: ME }),
      'GET /api/staff/work-queue': () => ({
        status: 503,
        code: 'error.unavailable',
        message: 'Try again shortly.',
      }),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <WorkQueueView />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Could not load the work queue')).toBeTruthy();
  });
});
