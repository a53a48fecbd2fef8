import { describe, expect, it } from 'vitest';
import type { StreamEvent } from '@/lib/contract';
import { ONE_OF_EACH_EVENT } from '@/testing/contract/stream-event-samples';
import {
  canSend,
  createChatTurnReducer,
  INITIAL_TURN,
  replyText,
  STREAM_INTERRUPTED_CODE,
  type TurnAction,
  type TurnState,
  type UnrecognizedEvent,
} from './chat-turn';

const NOW = Date.parse('2026-11-23T15:00:00Z');
let clock = NOW;
const reduce = createChatTurnReducer(() => clock);

const run = (actions: TurnAction[], from: TurnState = INITIAL_TURN) => actions.reduce(reduce, from);
const events = (...list: (StreamEvent | UnrecognizedEvent)[]): TurnAction[] =>
  list.map((event) => ({ type: 'event', event }));

const start = (messageId = 'msg_1'): StreamEvent => ({
  type: 'message.start',
  role: 'assistant',
  messageId,
  messageTimestamp: 1_795_000_000_000,
});
const content = (text: string, messageId = 'msg_1'): StreamEvent => ({
  type: 'message.content',
  messageId,
  content: text,
});
const stop = (messageId = 'msg_1'): StreamEvent => ({
  type: 'message.stop',
  messageId,
  stopReason: 'end_turn',
});
const sending: TurnAction[] = [
  { type: 'send', text: 'I have a cough' },
  { type: 'opened', requestId: 'req_1' },
];

describe('chat turn', () => {
  it('runs a whole consultation turn: reply, call to action, completion, end', () => {
    clock = NOW;
    const steps: TurnState[] = [];
    let state = INITIAL_TURN;
    for (const action of [
      ...sending,
      ...events(start(), content('Thanks. '), content('Your summary is ready.'), stop()),
      ...events(
        {
          type: 'skill_code.cta',
          skillCode: 'book_appointment',
          widget: 'appointment_booking',
          text: 'Book a visit',
        },
        {
          type: 'ai_consultation.complete',
          artifacts: { longSummary: 'a1', shortSummary: 'a2', soapNote: 'a3' },
        },
      ),
      { type: 'streamEnded' } as const,
    ]) {
      state = reduce(state, action);
      steps.push(state);
    }
    expect(steps.map((step) => step.phase)).toEqual([
      'sending',
      'streaming',
      'streaming',
      'streaming',
      'streaming',
      'streaming',
      'streaming',
      'streaming',
      'settled',
    ]);
    expect(state.outcome).toEqual({ kind: 'complete' });
    expect(replyText(state)).toBe('Thanks. Your summary is ready.');
    expect(state.replies[0]).toMatchObject({ messageId: 'msg_1', finished: true, stopReason: 'end_turn' });
    expect(state.ctas.map((cta) => cta.skillCode)).toEqual(['book_appointment']);
    expect(state.artifacts).toEqual({ longSummary: 'a1', shortSummary: 'a2', soapNote: 'a3' });
    expect(state.requestId).toBe('req_1');
    expect(state.userText).toBe('I have a cough');
  });

  it('settles as safety at once when a guardian event arrives mid-reply, and stays closed', () => {
    const state = run([
      ...sending,
      ...events(start(), content('Let me ask'), {
        type: 'guardian',
        guardianId: 'chest_pain',
        message: 'Call 911.',
      }),
      ...events(content(' more'), { type: 'conversation.end', reason: 'safety_escalation' }),
      { type: 'streamEnded' },
    ]);
    expect(state.outcome).toEqual({ kind: 'safety', guardianId: 'chest_pain', message: 'Call 911.' });
    expect(state.guardian).toEqual({ guardianId: 'chest_pain', message: 'Call 911.' });
    expect(state.end).toEqual({ reason: 'safety_escalation', message: null });
    expect(replyText(state)).toBe('Let me ask');
    expect(canSend(state, NOW)).toBe(false);
    expect(reduce(state, { type: 'send', text: 'hello?' })).toBe(state);
  });

  it('turns retryAfterSeconds into a retry instant from the injected clock, and refuses to send before it', () => {
    clock = NOW;
    const state = run([
      ...sending,
      ...events({
        type: 'error',
        errorCode: 'rate_limited',
        message: 'Too many messages',
        retryAfterSeconds: 12,
      }),
    ]);
    expect(state.outcome).toEqual({
      kind: 'error',
      code: 'rate_limited',
      message: 'Too many messages',
      retryAt: NOW + 12_000,
      status: null,
    });
    expect(canSend(state, NOW + 11_999)).toBe(false);
    clock = NOW + 11_999;
    expect(reduce(state, { type: 'send', text: 'again' })).toBe(state);
    expect(canSend(state, NOW + 12_000)).toBe(true);
    clock = NOW + 12_000;
    expect(reduce(state, { type: 'send', text: 'again' })).toMatchObject({
      phase: 'sending',
      userText: 'again',
      outcome: null,
    });
    clock = NOW;
  });

  it('an error without a wait can be sent again at once', () => {
    const state = run([
      ...sending,
      ...events({ type: 'error', errorCode: 'internal_error', message: 'Oops' }),
    ]);
    expect(state.outcome).toMatchObject({ kind: 'error', retryAt: null });
    expect(canSend(state, NOW)).toBe(true);
  });

  it('keeps the partial reply when the relay reports the stream interrupted', () => {
    const STREAM_INTERRUPTED_EVENT: StreamEvent = {
      type: 'error',
      errorCode: STREAM_INTERRUPTED_CODE,
      message: 'The connection to the assistant was interrupted.',
    };
    const state = run([...sending, ...events(start(), content('Half a sen'), STREAM_INTERRUPTED_EVENT)]);
    expect(state.outcome).toEqual({ kind: 'interrupted', partial: 'Half a sen' });
    expect(canSend(state, NOW)).toBe(true);
  });

  it('treats a stream closing mid-reply, or a lost connection, as an interruption', () => {
    const cut = run([...sending, ...events(start(), content('Half')), { type: 'streamEnded' }]);
    expect(cut.outcome).toEqual({ kind: 'interrupted', partial: 'Half' });
    const silent = run([...sending, { type: 'streamEnded' }]);
    expect(silent.outcome).toEqual({ kind: 'interrupted', partial: '' });
    const lost = run([...sending, ...events(start(), content('Half')), { type: 'connectionLost' }]);
    expect(lost.outcome).toEqual({ kind: 'interrupted', partial: 'Half' });
  });

  it('stops on request, keeps what arrived, and ignores anything that still comes', () => {
    const stopped = run([...sending, ...events(start(), content('So far')), { type: 'stop' }]);
    expect(stopped.outcome).toEqual({ kind: 'stopped', partial: 'So far' });
    const late = run(
      [...events(content(' and more'), stop()), { type: 'streamEnded' }, { type: 'connectionLost' }],
      stopped,
    );
    expect(late).toEqual(stopped);
  });

  it('ignores unknown event names wherever they come', () => {
    const unknown = { type: 'conversation.mood', mood: 'cheerful' };
    const plain = run([
      ...sending,
      ...events(start(), content('A'), content('B'), stop()),
      { type: 'streamEnded' },
    ]);
    const interleaved = run([
      ...sending,
      ...events(
        unknown,
        start(),
        unknown,
        content('A'),
        { type: 'future.thing' },
        content('B'),
        stop(),
        unknown,
      ),
      { type: 'streamEnded' },
    ]);
    expect(interleaved).toEqual(plain);
    const midway = run([...sending, ...events(start())]);
    expect(reduce(midway, { type: 'event', event: unknown })).toBe(midway);
  });

  it('settles as ended with the reason and closes the chat', () => {
    const state = run([
      ...sending,
      ...events(start(), content('Goodbye.'), stop(), {
        type: 'conversation.end',
        reason: 'repeated_offtopic',
        message: 'This chat is closed.',
      }),
      { type: 'streamEnded' },
    ]);
    expect(state.outcome).toEqual({
      kind: 'ended',
      reason: 'repeated_offtopic',
      message: 'This chat is closed.',
    });
    expect(canSend(state, NOW)).toBe(false);
  });

  it('records an off-topic notice beside a complete reply', () => {
    const state = run([
      ...sending,
      ...events({ type: 'conversation.offtopic', message: 'I can only help with health questions.' }),
      ...events(start(), content('Is there a health concern?'), stop(), { type: 'conversation.offtopic' }),
      { type: 'streamEnded' },
    ]);
    expect(state.offtopic).toEqual([
      { message: 'I can only help with health questions.' },
      { message: null },
    ]);
    expect(state.outcome).toEqual({ kind: 'complete' });
  });

  it('keeps several calls to action and several replies in order', () => {
    const state = run([
      ...sending,
      ...events(
        start('m1'),
        content('One.', 'm1'),
        stop('m1'),
        start('m2'),
        content('Two.', 'm2'),
        stop('m2'),
      ),
      ...events(
        { type: 'skill_code.cta', skillCode: 'urgent_care', widget: 'emergency_info' },
        { type: 'skill_code.cta', skillCode: 'self_care', widget: { tips: ['rest'] }, text: 'Self care' },
      ),
      { type: 'streamEnded' },
    ]);
    expect(replyText(state)).toBe('One.\n\nTwo.');
    expect(state.ctas.map((cta) => cta.skillCode)).toEqual(['urgent_care', 'self_care']);
    expect(state.outcome).toEqual({ kind: 'complete' });
  });

  it('handles every event type of the contract', () => {
    let state = run(sending);
    for (const event of ONE_OF_EACH_EVENT) state = reduce(state, { type: 'event', event });
    expect(state).toMatchObject({
      offtopic: [{ message: 'I can only help with health questions.' }],
      end: { reason: 'consultation_complete', message: 'Take care.' },
      guardian: { guardianId: 'emergency_chest_pain', message: 'Call 911 now.' },
      outcome: { kind: 'safety' },
      artifacts: { longSummary: 'art_long', shortSummary: 'art_short', soapNote: 'art_soap' },
    });
    expect(state.ctas).toHaveLength(1);
    expect(replyText(state)).toBe('Hello,\nhow can I help?');
  });
});

describe('chat turn local actions', () => {
  it('sends one turn at a time and never an empty message', () => {
    const sent = run(sending);
    expect(reduce(sent, { type: 'send', text: 'second' })).toBe(sent);
    expect(reduce(INITIAL_TURN, { type: 'send', text: '  \n ' })).toBe(INITIAL_TURN);
    expect(canSend(sent, NOW)).toBe(false);
    expect(canSend(INITIAL_TURN, NOW)).toBe(true);
  });

  it('reads a 5xx before the stream as an interruption and a 4xx as an error with its wait', () => {
    const send: TurnAction = { type: 'send', text: 'hi' };
    const failed = run([
      send,
      { type: 'httpError', status: 502, code: 'error.service.unavailable', message: 'Down', requestId: 'r5' },
    ]);
    expect(failed.outcome).toEqual({ kind: 'interrupted', partial: '' });
    expect(failed.requestId).toBe('r5');
    const limited = run([
      send,
      {
        type: 'httpError',
        status: 429,
        code: 'error.rate_limited',
        message: 'Slow down',
        requestId: 'r4',
        retryAfterSeconds: 30,
      },
    ]);
    expect(limited.outcome).toEqual({
      kind: 'error',
      code: 'error.rate_limited',
      message: 'Slow down',
      retryAt: NOW + 30_000,
      status: 429,
    });
  });

  it('ignores events and stream actions when no turn is running, and resets to idle', () => {
    expect(run([...events(start(), content('x')), { type: 'stop' }, { type: 'streamEnded' }])).toBe(
      INITIAL_TURN,
    );
    expect(run([...sending, { type: 'reset' }])).toBe(INITIAL_TURN);
  });

  it('moves to streaming on the first event even before the response is marked open', () => {
    expect(run([{ type: 'send', text: 'hi' }, ...events({ type: 'conversation.offtopic' })]).phase).toBe(
      'streaming',
    );
  });
});
