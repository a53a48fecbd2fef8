import type { AskedQuestion, ContextEntry, IntakeState, ListFact } from '@/lib/embedded/engine/intake/state';
import type { DocumentContext, PatientDetails } from '@/lib/embedded/engine/types';
import { joinWithAnd } from '@/lib/embedded/engine/text/numbers';
import { itemsWithCount } from '@/lib/embedded/engine/intake/item-list';
import { isMultiLine, markdownBlockquote, markdownInline } from './markdown-text';
import { unlistedLine } from './unlisted';

// Building blocks shared by the three documents. The patient's words, their details and the
// organization's context go in word for word, escaped so that they read as text and never as Markdown
// structure (markdown-text.ts): every value from the patient or the organization passes through
// `markdownInline`, `blockquote` or `quoted`.

export function blockquote(text: string, indent = ''): string {
  return markdownBlockquote(text, indent);
}

/** Quotes a short answer inline, or as an indented blockquote when it spans several lines. */
export function quoted(text: string, indent = '  '): string {
  return isMultiLine(text) ? `\n${blockquote(text, indent)}` : `“${markdownInline(text)}”`;
}

function ageOn(dateOfBirth: string, on: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(dateOfBirth);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  let age = on.getUTCFullYear() - year;
  if (on.getUTCMonth() + 1 < month || (on.getUTCMonth() + 1 === month && on.getUTCDate() < day)) age -= 1;
  return age >= 0 && age < 150 ? age : null;
}

export function patientParts(patient: PatientDetails | null | undefined, on: Date): string[] {
  if (!patient) return [];
  const name = [patient.firstName, patient.lastName]
    .map((part) => markdownInline(part ?? ''))
    .filter((part) => part.length > 0)
    .join(' ');
  const age = patient.dateOfBirth ? ageOn(patient.dateOfBirth, on) : null;
  const sex = markdownInline(patient.sex ?? '');
  return [name, age === null ? '' : `${age} years old`, sex].filter((part) => part.length > 0);
}

function completedStamp(completedAt: Date): string {
  return `${completedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export function headerLines(context: DocumentContext): string[] {
  const patient = patientParts(context.patient, context.completedAt);
  return [
    ...(patient.length > 0 ? [`- **Patient:** ${patient.join(', ')}`] : []),
    `- **Consultation reference:** ${context.chatId}`,
    `- **Completed:** ${completedStamp(context.completedAt)}`,
  ];
}

/** The question of this kind that was asked but got no usable answer, if any. */
export function unansweredQuestion(state: IntakeState, kind: string): AskedQuestion | null {
  return (
    state.asked.find((question) => question.kind === kind && question.outcome === 'not_answered') ?? null
  );
}

export function listFactLines(
  fact: ListFact | null,
  noneText: string,
  unanswered: AskedQuestion | null = null,
): string[] {
  if (fact === null && unanswered !== null)
    return unanswered.answer === null
      ? ['Asked; not answered before the intake ended.']
      : [`Asked; no clear answer (${quoted(unanswered.answer)}).`];
  if (fact === null) return ['Not asked.'];
  if (fact.status === 'none') return [noneText];
  if (fact.status === 'unknown') return [`Not known — the patient was unsure (${quoted(fact.verbatim)}).`];
  return [
    ...fact.items.map((item) => `- ${markdownInline(item)}`),
    ...unlistedLine(fact),
    '',
    `Patient’s words: ${quoted(fact.verbatim)}`,
  ];
}

export function listFactInline(
  fact: ListFact | null,
  noneText: string,
  unanswered: AskedQuestion | null = null,
): string {
  if (fact === null) return unanswered === null ? 'not asked' : 'asked, not answered';
  if (fact.status === 'none') return noneText;
  if (fact.status === 'unknown') return 'unsure';
  return joinWithAnd(itemsWithCount(fact.items.map(markdownInline), fact.unlisted));
}

function contextLabel(entry: ContextEntry): string {
  return entry.source === 'conversation' ? 'At the start of the chat' : `With message ${entry.turn}`;
}

export function contextSection(state: IntakeState, heading: string): string[] {
  const lines = [heading, ''];
  if (state.contexts.length === 0) return [...lines, 'None supplied.'];
  for (const entry of state.contexts) lines.push(`${contextLabel(entry)}:`, '', blockquote(entry.text), '');
  return lines.slice(0, -1);
}

export const NOT_A_DIAGNOSIS =
  'This summary comes from a remote, text-based intake. It is not a diagnosis and does not replace an assessment by a clinician.';
