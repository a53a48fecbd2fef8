import { describe, expect, it } from 'vitest';
import type { WorkQueueItem } from '@/lib/contract/bff/work-queue-values';
import { formatWaited, holdStill, matchesFilter, shownItems, waitingItems } from './queue-view';

const item = (key: string, assignedTo: WorkQueueItem['assignedTo'] = null): WorkQueueItem => ({
  key: key as WorkQueueItem['key'],
  section: 'safety',
  patient: { id: 'p', name: 'Marge' },
  summary: 's',
  at: '2026-11-27T10:00:00.000Z',
  href: '/staff',
  assignedTo,
});

describe('the list that holds still', () => {
  it('takes the newest at once when nothing is shown yet', () => {
    expect(holdStill(null, [item('safety:1')]).map((row) => row.key)).toEqual(['safety:1']);
    expect(holdStill([], [item('safety:1')]).map((row) => row.key)).toEqual(['safety:1']);
  });

  it('keeps the order shown, updates items in place, keeps gone ones, and counts the new ones apart', () => {
    const pinned = [item('safety:1'), item('safety:2')];
    const taken = item('safety:2', { id: 's', email: 'lenny@clinic.test' });
    const latest = [item('safety:3'), taken];
    const held = holdStill(pinned, latest);
    expect(held.map((row) => row.key)).toEqual(['safety:1', 'safety:2']);
    expect(held[1]!.assignedTo?.email).toBe('lenny@clinic.test');
    expect(shownItems(held, latest).map((row) => row.gone)).toEqual([true, false]);
    expect(waitingItems(held, latest).map((row) => row.key)).toEqual(['safety:3']);
  });

  it('filters to mine and to those not taken', () => {
    const mine = item('safety:1', { id: 'me', email: 'me@clinic.test' });
    expect(matchesFilter(mine, 'mine', 'me')).toBe(true);
    expect(matchesFilter(item('safety:2'), 'mine', 'me')).toBe(false);
    expect(matchesFilter(mine, 'unassigned', 'me')).toBe(false);
    expect(matchesFilter(item('safety:2'), 'all', undefined)).toBe(true);
  });

  it('says how long something waited', () => {
    const at = Date.parse('2026-11-27T10:00:00.000Z');
    const waited = (minutes: number) => formatWaited('2026-11-27T10:00:00.000Z', at + minutes * 60_000);
    expect(waited(0)).toBe('less than a minute');
    expect(waited(12)).toBe('12 min');
    expect(waited(120)).toBe('2 h');
    expect(waited(125)).toBe('2 h 5 min');
    expect(waited(3 * 24 * 60)).toBe('3 days');
  });
});
