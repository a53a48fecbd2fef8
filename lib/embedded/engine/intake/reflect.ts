import type { Presentation } from '@/lib/embedded/engine/knowledge/types';
import type { Trend } from '@/lib/embedded/engine/parse/trend';
import { joinWithAnd } from '@/lib/embedded/engine/text/numbers';
import type { IntakeState, ListFact, OnsetFact, SeverityFact } from './state';
import { itemsWithCount } from './item-list';

// Short sentences that play the patient's answer back before the next question. The wording varies
// with the turn number, so it reads naturally yet stays the same for the same conversation.

const OPENERS = ['Thanks', 'Got it', 'Thank you', 'Okay', 'Understood', 'Right'];

export function pick<T>(options: readonly T[], seed: number): T {
  return options[Math.abs(seed) % options.length] as T;
}

function opener(state: IntakeState): string {
  return pick(OPENERS, state.turnCount);
}

export function withoutArticle(label: string): string {
  return label.replace(/^(a|an) /, '');
}

function trendClause(trend: Trend, plural: boolean): string {
  const it = plural ? 'they’re' : 'it’s';
  switch (trend) {
    case 'worse':
      return `${it} getting worse`;
    case 'better':
      return `${it} getting better`;
    case 'same':
      return `${it} staying about the same`;
    case 'not_improving':
      return plural ? 'they aren’t improving' : 'it isn’t improving';
    case 'fluctuating':
      return plural ? 'they come and go' : 'it comes and goes';
  }
}

export function reflectOnset(
  state: IntakeState,
  presentation: Presentation,
  onset: OnsetFact | null,
  trend: Trend | null,
): string {
  const lead = opener(state);
  const subject = presentation.id === 'general_concern' ? 'it' : presentation.subject;
  const parts: string[] = [];
  if (onset) parts.push(`${subject} started ${onset.startedLabel}`);
  if (trend) parts.push(trendClause(trend, presentation.plural === true));
  else if (onset?.sudden) parts.push(`${presentation.plural ? 'they' : 'it'} came on suddenly`);
  if (parts.length === 0) return `${lead} — I’ve noted that.`;
  if (!onset && trend) return `${lead} — so ${trendClause(trend, presentation.plural === true)}.`;
  return `${lead} — so ${parts.join(' and ')}.`;
}

export function reflectSeverity(state: IntakeState, severity: SeverityFact | null): string {
  const lead = opener(state);
  if (severity === null) return `${lead} — I’ve noted that.`;
  const comment =
    severity.level === 'severe'
      ? ' I’m sorry it’s that bad.'
      : severity.level === 'mild'
        ? ' Fairly mild, then.'
        : '';
  if (severity.score !== null && severity.low !== undefined) {
    return `${lead} — so somewhere between ${severity.low} and ${severity.score} out of 10.${comment}`;
  }
  if (severity.score !== null) {
    const phrasing = pick(
      [
        `you’d rate it ${severity.score} out of 10`,
        `it’s about ${[8, 11, 18].includes(severity.score) ? 'an' : 'a'} ${severity.score} out of 10`,
      ],
      state.turnCount,
    );
    return `${lead} — so ${phrasing}.${comment}`;
  }
  return `${lead} — so it’s ${severity.level}.${severity.level === 'severe' ? comment : ''}`;
}

export function reflectAssociated(
  state: IntakeState,
  presentLabels: string[],
  absentLabels: string[],
  overall: string | null,
): string {
  const lead = opener(state);
  const absent = joinWithAnd(absentLabels.map(withoutArticle), 'or');
  if (presentLabels.length > 0 && absentLabels.length > 0) {
    return `${lead} — so you’ve also had ${joinWithAnd(presentLabels)}, but no ${absent}.`;
  }
  if (presentLabels.length > 0) return `${lead} — so you’ve also had ${joinWithAnd(presentLabels)}.`;
  if (absentLabels.length > 0) return `${lead} — so no ${absent}. That’s helpful to know.`;
  if (overall === 'yes') return `${lead} — so you’ve had some of those. I’ve made a note for the clinician.`;
  return `${lead} — I’ve noted that.`;
}

export function reflectRedFlag(state: IntakeState, label: string, answer: 'yes' | 'no' | 'unsure'): string {
  if (answer === 'no')
    return pick(
      [`Good — so that’s a no to ${label}.`, `That’s reassuring — so that’s a no to ${label}.`],
      state.turnCount,
    );
  if (answer === 'unsure') return `Okay — I’ll note that you’re not sure about ${label}.`;
  return `Thank you for telling me about ${label}. That’s important, and I’ll make sure my advice takes it into account.`;
}

export function reflectList(
  state: IntakeState,
  kind: 'medications' | 'allergies' | 'conditions',
  fact: ListFact,
): string {
  const lead = opener(state);
  const items = joinWithAnd(itemsWithCount(fact.items, fact.unlisted));
  if (fact.status === 'unknown') {
    return `No problem — the clinician can go over ${kind === 'medications' ? 'your medicines' : kind === 'allergies' ? 'any allergies' : 'your medical history'} with you.`;
  }
  switch (kind) {
    case 'medications':
      return fact.status === 'none'
        ? `${lead} — so you’re not taking any medicines at the moment.`
        : `${lead} — so you’re taking ${items}.`;
    case 'allergies':
      return fact.status === 'none'
        ? `${lead} — no known allergies.`
        : `${lead} — I’ve noted your allergy to ${items}.`;
    case 'conditions':
      return fact.status === 'none'
        ? `${lead} — so no ongoing health conditions.`
        : `${lead} — I’ve noted ${items} in your history.`;
  }
}

export function reflectPregnancy(status: string): string {
  switch (status) {
    case 'pregnant':
      return 'Thank you for letting me know you’re pregnant — I’ll make sure that’s clear in your notes.';
    case 'possible':
      return 'Okay — I’ll note that pregnancy is possible.';
    case 'not_applicable':
      return 'No problem.';
    default:
      return 'Thanks, noted.';
  }
}
