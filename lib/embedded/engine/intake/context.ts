import type { PregnancyStatus, Sex } from '@/lib/embedded/engine/parse/pregnancy';
import { readContextFacts } from './context-facts';
import { MAX_CONTEXT_ENTRIES, type IntakeState } from './state';

export function recordMessageContext(state: IntakeState, context: string | null | undefined): void {
  if (context === null || context === undefined || context.trim().length === 0) return;
  // Integrations often resend the same context every turn; one copy is enough.
  if (state.contexts.some((entry) => entry.text === context)) return;
  state.contexts.push({ source: 'message', turn: state.turnCount, text: context });
  const pinned = state.contexts.filter((entry) => entry.source === 'conversation');
  const messages = state.contexts.filter((entry) => entry.source === 'message');
  state.contexts = [
    ...pinned,
    ...messages.slice(Math.max(0, messages.length - (MAX_CONTEXT_ENTRIES - pinned.length))),
  ];
  // Read once here rather than on every question: contexts can be up to 50,000 characters each.
  const facts = readContextFacts(context);
  state.contextFacts = {
    sex: facts.sex ?? state.contextFacts.sex,
    pregnancy: facts.pregnancy ?? state.contextFacts.pregnancy,
  };
}

export function contextFacts(state: IntakeState): { sex: Sex | null; pregnancy: PregnancyStatus | null } {
  return state.contextFacts;
}

export function knownSex(state: IntakeState): Sex | null {
  return state.reportedSex ?? state.contextFacts.sex;
}
