import { describe, expect, it } from 'vitest';
import type { StreamEvent } from '@/lib/contract';
import type { TurnOutput } from '@/lib/embedded/engine';
import type { AssistantTranscript } from './assistant-transcript';
import { chunksDue, turnEvents, type CompletionArtifactIds } from './turn-events';
import { createTurnStartGate } from './turn-start-gate';

const clock = { now: () => new Date('2026-03-02T09:00:00.000Z') };
const completion: CompletionArtifactIds = { longSummary: 'art_l', shortSummary: 'art_s', soapNote: 'art_n' };

function fakeTranscript() {
  const completed: string[] = [];
  const transcript: AssistantTranscript = {
    observe: () => undefined,
    storeComplete: async (messageId) => {
      completed.push(messageId);
    },
    storeInterrupted: async () => undefined,
  };
  return { transcript, completed };
}

async function collect(events: AsyncGenerator<StreamEvent, void, undefined>): Promise<StreamEvent[]> {
  const collected: StreamEvent[] = [];
  for await (const event of events) collected.push(event);
  return collected;
}

/** The events of a turn whose only output is a reply of `text`, paced by `options.chunkDelayMs`. */
function replyEvents(
  text: string,
  options: Pick<Parameters<typeof turnEvents>[0], 'chunkDelayMs' | 'monotonicNow' | 'turnStarts'>,
) {
  return turnEvents({
    outputs: [{ kind: 'reply', text }],
    completion: null,
    transcript: fakeTranscript().transcript,
    clock,
    signal: new AbortController().signal,
    ...options,
  });
}

describe('turnEvents', () => {
  it('maps every kind of output to its event, in order', async () => {
    const outputs: TurnOutput[] = [
      { kind: 'guardian', guardianId: 'chest_pain', message: 'Call 911 now.' },
      { kind: 'reply', text: 'One two three four five six' },
      { kind: 'offtopic', message: 'Let us get back to your symptoms.' },
      { kind: 'cta', skillCode: 'book_appointment', widget: 'appointment_booking' },
      { kind: 'cta', skillCode: 'self_care', widget: 'self_care_tips', text: 'See self-care tips' },
      { kind: 'end', reason: 'consultation_complete', message: 'Done.' },
      { kind: 'complete' },
    ];
    const { transcript, completed } = fakeTranscript();
    const events = await collect(
      turnEvents({
        outputs,
        completion,
        transcript,
        clock,
        chunkDelayMs: 0,
        signal: new AbortController().signal,
      }),
    );
    const messageId = events[1]?.type === 'message.start' ? events[1].messageId : '';
    expect(events).toEqual([
      { type: 'guardian', guardianId: 'chest_pain', message: 'Call 911 now.' },
      { type: 'message.start', role: 'assistant', messageId, messageTimestamp: clock.now().getTime() },
      { type: 'message.content', messageId, content: 'One two three four ' },
      { type: 'message.content', messageId, content: 'five six' },
      { type: 'message.stop', messageId, stopReason: 'end_turn' },
      { type: 'conversation.offtopic', message: 'Let us get back to your symptoms.' },
      { type: 'skill_code.cta', skillCode: 'book_appointment', widget: 'appointment_booking' },
      {
        type: 'skill_code.cta',
        skillCode: 'self_care',
        widget: 'self_care_tips',
        text: 'See self-care tips',
      },
      { type: 'conversation.end', reason: 'consultation_complete', message: 'Done.' },
      { type: 'ai_consultation.complete', artifacts: completion },
    ]);
    expect(completed).toEqual([messageId]);
  });

  it('stops at once when aborted during the pause between chunks', async () => {
    const generation = new AbortController();
    const { transcript, completed } = fakeTranscript();
    const events = turnEvents({
      outputs: [
        { kind: 'reply', text: 'one two three four five six seven eight nine' },
        { kind: 'complete' },
      ],
      completion,
      transcript,
      clock,
      chunkDelayMs: 60_000,
      signal: generation.signal,
    });
    await events.next();
    await events.next();
    const pending = events.next();
    generation.abort();
    const startedWaiting = Date.now();
    expect(await pending).toEqual({ done: true, value: undefined });
    // Far below the 60 s pause it would otherwise sit out, with room for a loaded machine.
    expect(Date.now() - startedWaiting).toBeLessThan(10_000);
    expect(completed).toEqual([]);
  });

  it('sends the chunks already due in one event when the stream is served late, on its schedule', async () => {
    // The first chunk goes out on time; by the next reading of the clock 100 ms have passed, ten pauses.
    const readings = [0, 0];
    const text = 'one two three four five six seven eight nine ten eleven twelve thirteen';
    const events = await collect(
      replyEvents(text, { chunkDelayMs: 10, monotonicNow: () => readings.shift() ?? 100 }),
    );
    const contents = events.flatMap((event) => (event.type === 'message.content' ? [event.content] : []));
    expect(contents.join('')).toBe(text);
    // Four chunks of four words; on time they would be four events.
    expect(contents).toEqual(['one two three four ', 'five six seven eight nine ten eleven twelve thirteen']);
  });

  it('holds the next chunk while a turn is starting, then sends every chunk then due', async () => {
    const turnStarts = createTurnStartGate();
    const text = 'one two three four five six seven eight nine ten eleven twelve';
    const events = replyEvents(text, { chunkDelayMs: 100, turnStarts });
    await events.next(); // message.start
    expect(await events.next()).toMatchObject({ value: { content: 'one two three four ' } });
    const started = turnStarts.begin();
    const next = events.next();
    let held = true;
    void next.then(() => (held = false));
    // Past the 100 ms pause, within the hold of eight pauses (800 ms more): the chunk waits for the turn.
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(held).toBe(true);
    started();
    const rest = [(await next).value];
    for await (const event of events) rest.push(event);
    const contents = rest.flatMap((event) => (event?.type === 'message.content' ? [event.content] : []));
    // Two pauses and more had passed: the chunks then due go in one event.
    expect(contents[0]).toBe('five six seven eight nine ten eleven twelve');
  });

  it('holds a chunk no longer than eight pauses however many turns keep starting', async () => {
    const turnStarts = createTurnStartGate();
    turnStarts.begin();
    const startedAt = performance.now();
    const events = await collect(
      replyEvents('one two three four five six seven eight', { chunkDelayMs: 10, turnStarts }),
    );
    expect(events.filter((event) => event.type === 'message.content')).toHaveLength(2);
    // The second chunk: due at 10 ms, held until 90 ms; a loaded machine may add to that, not take from it.
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(85);
  });
});

describe('chunksDue', () => {
  it('sends one more chunk on time, every chunk already due when late, never past the end', () => {
    expect(chunksDue(10, 0, 0)).toBe(1);
    expect(chunksDue(10, 1, 1)).toBe(2);
    expect(chunksDue(10, 1, 1.9)).toBe(2);
    expect(chunksDue(10, 1, 4.2)).toBe(5);
    expect(chunksDue(10, 3, 2)).toBe(4);
    expect(chunksDue(10, 5, 40)).toBe(10);
  });
});
