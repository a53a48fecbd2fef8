import { describe, expect, it } from 'vitest';
import { createTurnStartGate } from './turn-start-gate';

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 5));
  return done;
};

describe('the gate of turns starting', () => {
  it('lets a chunk go at once when no turn is starting', async () => {
    const gate = createTurnStartGate();
    expect(await settled(gate.whenQuiet(60_000, new AbortController().signal))).toBe(true);
  });

  it('holds a chunk until the last turn starting has started, each counted once', async () => {
    const gate = createTurnStartGate();
    const [first, second] = [gate.begin(), gate.begin()];
    const waiting = gate.whenQuiet(60_000, new AbortController().signal);
    first();
    first();
    expect(gate.starting).toBe(1);
    expect(await settled(waiting)).toBe(false);
    second();
    expect(gate.starting).toBe(0);
    expect(await settled(waiting)).toBe(true);
  });

  it('holds a chunk no longer than it is told, and not at all once its stream is stopped', async () => {
    const gate = createTurnStartGate();
    gate.begin();
    expect(await settled(gate.whenQuiet(1, new AbortController().signal))).toBe(true);
    const stop = new AbortController();
    const waiting = gate.whenQuiet(60_000, stop.signal);
    stop.abort();
    expect(await settled(waiting)).toBe(true);
    expect(await settled(gate.whenQuiet(60_000, stop.signal))).toBe(true);
  });
});
