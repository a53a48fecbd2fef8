import { describe, expect, it } from 'vitest';
import type { RecordedChatEvent } from '@/lib/contract/bff';
import { canSend, createChatTurnReducer, INITIAL_TURN, type TurnState } from './chat-turn';

const NOW = Date.parse('2026-11-23T15:00:00Z');
const reduce = createChatTurnReducer(() => NOW);
const at = '2026-11-23T14:00:00.000Z';

const guardian: RecordedChatEvent = {
  type: 'guardian',
  guardianId: 'guardian.chest_pain_breathlessness',
  message: 'Call 911 now.',
  at,
  afterMessageId: 'msg_1',
};
const end: RecordedChatEvent = {
  type: 'conversation.end',
  reason: 'repeated_offtopic',
  message: null,
  at,
  afterMessageId: 'msg_2',
};
const offtopic: RecordedChatEvent = { type: 'conversation.offtopic', message: 'Health only.', at, afterMessageId: null };

describe('restoring a chat from its recorded control events', () => {
  it('closes a reloaded guardian chat with its panel, the guardian winning over a later end', () => {
    const state = reduce(INITIAL_TURN, { type: 'restore', events: [offtopic, guardian, end] });
    expect(state.phase).toBe('settled');
    expect(state.outcome).toEqual({ kind: 'safety', guardianId: guardian.guardianId, message: 'Call 911 now.' });
    expect(state.guardian).toEqual({ guardianId: guardian.guardianId, message: 'Call 911 now.' });
    expect(canSend(state, NOW)).toBe(false);
    expect(reduce(state, { type: 'send', text: 'hello?' })).toBe(state);
  });

  it('keeps an ended chat ended, with its reason', () => {
    const state = reduce(INITIAL_TURN, { type: 'restore', events: [offtopic, end] });
    expect(state.outcome).toEqual({ kind: 'ended', reason: 'repeated_offtopic', message: null });
    expect(canSend(state, NOW)).toBe(false);
  });

  it('leaves an open chat open', () => {
    expect(reduce(INITIAL_TURN, { type: 'restore', events: [offtopic] })).toBe(INITIAL_TURN);
    expect(reduce(INITIAL_TURN, { type: 'restore', events: [] })).toBe(INITIAL_TURN);
  });

  it('never touches a running turn, and keeps a settled turn outcome unless the records close the chat', () => {
    const running = reduce(INITIAL_TURN, { type: 'send', text: 'I have a cough' });
    expect(reduce(running, { type: 'restore', events: [guardian] })).toBe(running);

    const stopped: TurnState = reduce(running, { type: 'stop' });
    expect(reduce(stopped, { type: 'restore', events: [offtopic] })).toBe(stopped);
    expect(reduce(stopped, { type: 'restore', events: [end] }).outcome?.kind).toBe('ended');
  });
});
