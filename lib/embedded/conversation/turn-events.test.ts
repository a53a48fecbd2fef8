import { describe, expect, it } from 'vitest';
import type { StreamEvent } from '@/lib/contract';
import type { TurnOutput } from '@/lib/embedded/engine';
import type { AssistantTranscript } from './assistant-transcript';
import { chunksDue, turnEvents, type CompletionArtifactIds } from './turn-events';

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
    const { transcript } = fakeTranscript();
    // The first chunk goes out on time; by the next reading of the clock 100 ms have passed, ten pauses.
    const readings = [0, 0];
    const text = 'one two three four five six seven eight nine ten eleven twelve thirteen';
    const events = await collect(
      turnEvents({
        outputs: [{ kind: 'reply', text }],
        completion: null,
        transcript,
        clock,
        chunkDelayMs: 10,
        signal: new AbortController().signal,
        monotonicNow: () => readings.shift() ?? 100,
      }),
    );
    const contents = events.flatMap((event) => (event.type === 'message.content' ? [event.content] : []));
    expect(contents.join('')).toBe(text);
    // Four chunks of four words; on time they would be four events.
    expect(contents).toEqual(['one two three four ', 'five six seven eight nine ten eleven twelve thirteen']);
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
