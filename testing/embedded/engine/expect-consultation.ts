import { expect } from 'vitest';
import type { CtaSkillCode, TurnOutput } from '@/lib/embedded/engine/types';
import { kinds, lastOutputs, replyText, type Conversation } from '@/testing/embedded/engine/converse';

export function expectCompleted(conversation: Conversation, skillCode: CtaSkillCode): void {
  const outputs = lastOutputs(conversation);
  expect(kinds(outputs)).toEqual(['reply', 'cta', 'end', 'complete']);
  const cta = outputs[1] as Extract<TurnOutput, { kind: 'cta' }>;
  expect(cta.skillCode).toBe(skillCode);
  expect(cta.text).toMatch(/\S/);
  expect(outputs[2]).toMatchObject({ kind: 'end', reason: 'consultation_complete' });
  expect(conversation.state.end?.reason).toBe('consultation_complete');
}

export function expectOneQuestionPerTurn(conversation: Conversation): void {
  for (const turn of conversation.turns.slice(0, -1)) {
    const text = replyText(turn.outputs);
    expect(text.match(/\?/g)?.length ?? 0).toBeGreaterThanOrEqual(1);
  }
  const ids = conversation.state.asked.map((question) => question.id);
  expect(new Set(ids).size).toBe(ids.length);
}
