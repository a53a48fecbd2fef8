import { createIntakeState, type IntakeState } from '@/lib/embedded/engine/intake/state';
import { runIntakeTurn } from '@/lib/embedded/engine/intake/turn';
import type { TurnOutput } from '@/lib/embedded/engine/types';

// Drives a scripted conversation through the engine, as the stream handler would, for tests.

export const FIXED_NOW = new Date('2026-03-05T15:00:00Z');

export interface ConversationOptions {
  conversationPromptContext?: string | null;
  messagePromptContexts?: ReadonlyArray<string | null>;
  timezone?: string;
  now?: Date;
}

export interface Conversation {
  state: IntakeState;
  turns: { input: string; outputs: TurnOutput[] }[];
}

export function converse(inputs: readonly string[], options: ConversationOptions = {}): Conversation {
  let state = createIntakeState({ conversationPromptContext: options.conversationPromptContext ?? null });
  const turns: Conversation['turns'] = [];
  inputs.forEach((input, index) => {
    const result = runIntakeTurn(state, {
      userInput: input,
      messagePromptContext: options.messagePromptContexts?.[index] ?? null,
      now: options.now ?? FIXED_NOW,
      timezone: options.timezone ?? 'America/New_York',
    });
    state = result.state;
    turns.push({ input, outputs: result.outputs });
  });
  return { state, turns };
}

export function lastOutputs(conversation: Conversation): TurnOutput[] {
  return conversation.turns[conversation.turns.length - 1]?.outputs ?? [];
}

export function kinds(outputs: readonly TurnOutput[]): string[] {
  return outputs.map((output) => output.kind);
}

export function replyText(outputs: readonly TurnOutput[]): string {
  return outputs
    .filter((output): output is Extract<TurnOutput, { kind: 'reply' }> => output.kind === 'reply')
    .map((output) => output.text)
    .join('\n');
}
