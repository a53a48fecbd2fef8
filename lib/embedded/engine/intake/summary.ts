import type { Presentation } from '@/lib/embedded/engine/knowledge/types';
import { joinWithAnd } from '@/lib/embedded/engine/text/numbers';
import { contextFacts } from './context';
import { withoutArticle } from './reflect';
import type { IntakeState, PregnancyFact } from './state';
import { presentationById } from '@/lib/embedded/engine/knowledge/index';

// Plain-language pieces shared by the closing message and the consultation documents.

const TREND_WORDING = {
  worse: 'getting worse',
  better: 'getting better',
  same: 'staying about the same',
  not_improving: 'not improving',
  fluctuating: 'coming and going',
} as const;

export function onsetPhrase(state: IntakeState): string | null {
  return state.onset ? `started ${state.onset.startedLabel}` : null;
}

export function trendPhrase(state: IntakeState): string | null {
  return state.trend ? TREND_WORDING[state.trend] : null;
}

export function severityPhrase(state: IntakeState): string | null {
  if (state.severity === null) return null;
  const { score, low, level } = state.severity;
  if (score === null) return level;
  return low === undefined ? `${score}/10 (${level})` : `${low}–${score}/10 (${level})`;
}

export function reportedSymptoms(state: IntakeState): string[] {
  return state.findings.filter((finding) => finding.present).map((finding) => withoutArticle(finding.label));
}

export function associatedPresentations(state: IntakeState): Presentation[] {
  return state.associated
    .map((record) => presentationById(record.presentationId))
    .filter((value): value is Presentation => value !== null);
}

function positiveRedFlags(state: IntakeState) {
  return state.redFlags.filter((flag) => flag.answer === 'yes');
}

export function warningSignSummary(state: IntakeState): string {
  const positive = positiveRedFlags(state);
  if (positive.length > 0) return `reported: ${joinWithAnd(positive.map((flag) => flag.label))}`;
  if (state.redFlags.some((flag) => flag.answer === 'unsure'))
    return 'some you were unsure about — please mention these to the clinician';
  if (state.redFlags.length > 0) return 'none of the ones I asked about';
  return 'none mentioned';
}

export function pregnancyFact(state: IntakeState): PregnancyFact | null {
  if (state.pregnancy !== null) return state.pregnancy;
  const fromContext = contextFacts(state).pregnancy;
  return fromContext === null ? null : { status: fromContext, source: 'organization' };
}

const PREGNANCY_WORDING = {
  pregnant: 'Pregnant',
  not_pregnant: 'Not pregnant',
  possible: 'Possibly pregnant',
  not_applicable: 'Not applicable',
  unknown: 'Not established',
} as const;

export function pregnancyPhrase(fact: PregnancyFact): string {
  return `${PREGNANCY_WORDING[fact.status]}${fact.source === 'organization' ? ' (from context supplied by the organization)' : ''}`;
}
