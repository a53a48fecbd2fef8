import type { AiConsultationCompleteEvent, SkillCodeCtaEvent, StreamEvent } from '@/lib/contract';
import type { RecordedChatEvent } from '@/lib/contract/bff';
import { STREAM_INTERRUPTED_CODE } from '@/lib/contract/bff/error-codes';
import { isStreamEventType } from '@/lib/contract/event-values';

/**
 * One chat turn as a pure reducer: idle → sending → streaming → settled. Every stream event type has
 * its own transition; an event name the contract does not know leaves the state as it is. Control
 * events are the only source of a control outcome: nothing is inferred from text or from the
 * connection closing, except that a stream closing mid-reply is an interruption.
 */

export { STREAM_INTERRUPTED_CODE };

export type TurnPhase = 'idle' | 'sending' | 'streaming' | 'settled';

export interface AssistantReply {
  messageId: string;
  text: string;
  /** The service's `messageTimestamp`: for ordering, and shown as the stored message will show it. */
  timestamp: number | null;
  /** `message.stop` arrived: the reply is whole. */
  finished: boolean;
  stopReason: string | null;
}

export type TurnOutcome =
  | { kind: 'complete' }
  | { kind: 'ended'; reason: string; message: string | null }
  | { kind: 'safety'; guardianId: string; message: string }
  | { kind: 'error'; code: string; message: string; retryAt: number | null; status: number | null }
  | { kind: 'interrupted'; partial: string }
  | { kind: 'stopped'; partial: string };

export interface TurnState {
  phase: TurnPhase;
  /** The patient's words for this turn, kept after it settles so that "Send again" can reuse them. */
  userText: string | null;
  replies: AssistantReply[];
  offtopic: { message: string | null }[];
  ctas: SkillCodeCtaEvent[];
  artifacts: AiConsultationCompleteEvent['artifacts'] | null;
  guardian: { guardianId: string; message: string } | null;
  end: { reason: string; message: string | null } | null;
  /** Set exactly when `phase` is `settled`. */
  outcome: TurnOutcome | null;
  /** The BFF's `X-Request-ID` for this turn, shown as the reference of an error. */
  requestId: string | null;
}

/** An event whose name the contract does not know: ignored, as the interface requires. */
export interface UnrecognizedEvent {
  type: string;
  [field: string]: unknown;
}

export type TurnAction =
  | { type: 'send'; text: string }
  | { type: 'opened'; requestId: string | null }
  | { type: 'event'; event: StreamEvent | UnrecognizedEvent }
  | { type: 'streamEnded' }
  | { type: 'stop' }
  | { type: 'connectionLost' }
  | {
      type: 'httpError';
      status: number;
      code: string;
      message: string;
      requestId?: string | null;
      retryAfterSeconds?: number | null;
    }
  /** The chat's recorded control events (after a reload, or refreshed after a turn). */
  | { type: 'restore'; events: RecordedChatEvent[] }
  | { type: 'reset' };

export const INITIAL_TURN: TurnState = {
  phase: 'idle',
  userText: null,
  replies: [],
  offtopic: [],
  ctas: [],
  artifacts: null,
  guardian: null,
  end: null,
  outcome: null,
  requestId: null,
};

/** The assistant's text of this turn so far. */
export function replyText(state: TurnState): string {
  return state.replies.map((reply) => reply.text).join('\n\n');
}

const inFlight = (state: TurnState) => state.phase === 'sending' || state.phase === 'streaming';
const closesChat = (outcome: TurnOutcome | null) => outcome?.kind === 'safety' || outcome?.kind === 'ended';

/** Whether the patient may start a turn now: none running, the chat not closed, no retry wait left. */
export function canSend(state: TurnState, now: number): boolean {
  if (inFlight(state) || closesChat(state.outcome)) return false;
  return !(state.outcome?.kind === 'error' && state.outcome.retryAt !== null && now < state.outcome.retryAt);
}

function settle(state: TurnState, outcome: TurnOutcome): TurnState {
  return { ...state, phase: 'settled', outcome };
}

function isKnownEvent(event: StreamEvent | UnrecognizedEvent): event is StreamEvent {
  return isStreamEventType(event.type);
}

function updateReply(state: TurnState, messageId: string, change: (reply: AssistantReply) => AssistantReply) {
  const exists = state.replies.some((reply) => reply.messageId === messageId);
  const blank: AssistantReply = { messageId, text: '', timestamp: null, finished: false, stopReason: null };
  const replies = exists
    ? state.replies.map((reply) => (reply.messageId === messageId ? change(reply) : reply))
    : [...state.replies, change(blank)];
  return { ...state, phase: 'streaming' as const, replies };
}

function applyEvent(previous: TurnState, event: StreamEvent, now: number): TurnState {
  if (previous.phase === 'idle') return previous;
  // Any event proves the response is open. Only a running turn grows; after it settles, the text is
  // frozen (the stored message replaces it) but control events are still recorded.
  const state = previous.phase === 'sending' ? { ...previous, phase: 'streaming' as const } : previous;
  const running = inFlight(state);
  switch (event.type) {
    case 'message.start':
      if (!running) return state;
      return updateReply(state, event.messageId, (reply) => ({
        ...reply,
        timestamp: event.messageTimestamp,
      }));
    case 'message.content':
      if (!running) return state;
      return updateReply(state, event.messageId, (reply) => ({ ...reply, text: reply.text + event.content }));
    case 'message.stop':
      if (!running) return state;
      return updateReply(state, event.messageId, (reply) => ({
        ...reply,
        finished: true,
        stopReason: event.stopReason ?? null,
      }));
    case 'conversation.offtopic':
      return { ...state, offtopic: [...state.offtopic, { message: event.message ?? null }] };
    case 'skill_code.cta':
      return { ...state, ctas: [...state.ctas, event] };
    case 'ai_consultation.complete':
      return { ...state, artifacts: event.artifacts };
    case 'guardian': {
      // Safety outranks every other outcome and is shown at once, mid-reply or not.
      const guardian = { guardianId: event.guardianId, message: event.message };
      return settle({ ...state, guardian }, { kind: 'safety', ...guardian });
    }
    case 'conversation.end': {
      const end = { reason: event.reason, message: event.message ?? null };
      const withEnd = { ...state, end };
      if (state.outcome?.kind === 'safety') return withEnd;
      return settle(withEnd, { kind: 'ended', ...end });
    }
    case 'error':
      if (!running) return state;
      if (event.errorCode === STREAM_INTERRUPTED_CODE) {
        return settle(state, { kind: 'interrupted', partial: replyText(state) });
      }
      return settle(state, {
        kind: 'error',
        code: event.errorCode,
        message: event.message,
        retryAt: event.retryAfterSeconds === undefined ? null : now + event.retryAfterSeconds * 1000,
        status: null,
      });
    default:
      return assertNever(event);
  }
}

function assertNever(event: never): never {
  throw new Error(`Unhandled stream event ${JSON.stringify(event)}`);
}

/** A stream that closed cleanly: whole replies complete the turn, anything cut short is an interruption. */
function endStream(state: TurnState): TurnState {
  if (!inFlight(state)) return state;
  const heardSomething =
    state.replies.length > 0 ||
    state.offtopic.length > 0 ||
    state.ctas.length > 0 ||
    state.artifacts !== null;
  const whole = heardSomething && state.replies.every((reply) => reply.finished);
  return settle(state, whole ? { kind: 'complete' } : { kind: 'interrupted', partial: replyText(state) });
}

function applyHttpError(state: TurnState, action: Extract<TurnAction, { type: 'httpError' }>, now: number) {
  if (!inFlight(state)) return state;
  const withRequest = { ...state, requestId: action.requestId ?? state.requestId };
  // A 5xx may have been stored upstream: treat it as an interruption, to be checked before resending.
  if (action.status >= 500) return settle(withRequest, { kind: 'interrupted', partial: replyText(state) });
  const wait = action.retryAfterSeconds;
  return settle(withRequest, {
    kind: 'error',
    code: action.code,
    message: action.message,
    retryAt: wait === undefined || wait === null ? null : now + wait * 1000,
    status: action.status,
  });
}

/**
 * A chat's settled state rebuilt from the BFF's record of its control events: a guardian or an end closes
 * the chat as it did live (the guardian wins). A running turn is left alone, and so is a turn that
 * already settled with its own outcome unless the records close the chat.
 */
function restoreFromRecords(state: TurnState, events: RecordedChatEvent[]): TurnState {
  if (inFlight(state) || closesChat(state.outcome)) return state;
  const guardianRecord = events.findLast((event) => event.type === 'guardian');
  const endRecord = events.findLast((event) => event.type === 'conversation.end');
  const guardian = guardianRecord
    ? { guardianId: guardianRecord.guardianId, message: guardianRecord.message }
    : null;
  const end = endRecord ? { reason: endRecord.reason, message: endRecord.message } : null;
  if (guardian) return settle({ ...state, guardian, end: end ?? state.end }, { kind: 'safety', ...guardian });
  if (end) return settle({ ...state, end }, { kind: 'ended', ...end });
  return state;
}

/** The reducer, with the clock that turns `retryAfterSeconds` into an instant injected. */
export function createChatTurnReducer(now: () => number = Date.now) {
  return function chatTurnReducer(state: TurnState, action: TurnAction): TurnState {
    switch (action.type) {
      case 'send': {
        const text = action.text.trim();
        if (text.length === 0 || !canSend(state, now())) return state;
        return { ...INITIAL_TURN, phase: 'sending', userText: action.text };
      }
      case 'opened':
        if (state.phase !== 'sending') return state;
        return { ...state, phase: 'streaming', requestId: action.requestId };
      case 'event':
        return isKnownEvent(action.event) ? applyEvent(state, action.event, now()) : state;
      case 'streamEnded':
        return endStream(state);
      case 'stop':
        return inFlight(state) ? settle(state, { kind: 'stopped', partial: replyText(state) }) : state;
      case 'connectionLost':
        return inFlight(state) ? settle(state, { kind: 'interrupted', partial: replyText(state) }) : state;
      case 'httpError':
        return applyHttpError(state, action, now());
      case 'restore':
        return restoreFromRecords(state, action.events);
      case 'reset':
        return INITIAL_TURN;
    }
  };
}

export const chatTurnReducer = createChatTurnReducer();
