import { chiefPresentation, unresolvedItems } from '@/lib/embedded/engine/intake/plan';
import type { IntakeState } from '@/lib/embedded/engine/intake/state';
import { withoutArticle } from '@/lib/embedded/engine/intake/reflect';
import { guardianDefinition, isGuardianId } from '@/lib/embedded/engine/safety/guardians';
import { joinWithAnd } from '@/lib/embedded/engine/text/numbers';
import { quoted } from './parts';

const ANSWER_WORDING = { yes: 'Yes', no: 'No', unsure: 'Unsure' } as const;

export function redFlagLines(state: IntakeState): string[] {
  const lines = state.redFlags.map((flag) => {
    const how = flag.volunteered ? 'volunteered' : 'answered';
    return `- ${flag.question} — **${ANSWER_WORDING[flag.answer]}** (${how}: ${quoted(flag.verbatim, '    ')})`;
  });
  const presentation = chiefPresentation(state);
  const screened = new Set(state.redFlags.map((flag) => flag.id));
  for (const flag of presentation?.redFlags ?? []) {
    if (screened.has(flag.id)) continue;
    const asked = state.asked.find((question) => question.id === `red_flag:${flag.id}`);
    if (asked?.answer)
      lines.push(`- ${flag.question} — asked; no clear answer (${quoted(asked.answer, '    ')})`);
    else if (asked) lines.push(`- ${flag.question} — asked; not answered before the intake ended`);
    else lines.push(`- ${flag.question} — not asked before the intake ended`);
  }
  if (lines.length === 0) lines.push('- No presentation-specific warning signs were screened.');
  lines.push(`- ${escalationLine(state)}`);
  return lines;
}

function escalationLine(state: IntakeState): string {
  if (state.escalation === null) {
    return 'Emergency warning signs (such as chest pain with breathlessness, stroke signs, thoughts of self-harm, severe allergic reaction, severe bleeding or signs of meningitis) were checked in every message: none detected.';
  }
  const id = state.escalation.guardianId;
  const condition = isGuardianId(id) ? guardianDefinition(id).condition : id;
  return `**Safety escalation:** ${condition} (\`${id}\`) detected in message ${state.escalation.turn}; the patient was directed to emergency help and the intake stopped. Patient’s words: ${quoted(state.escalation.statement, '    ')}`;
}

export function redFlagStatus(state: IntakeState): string {
  if (state.escalation !== null) return escalationLine(state);
  const positive = state.redFlags.filter((flag) => flag.answer === 'yes');
  const unsure = state.redFlags.filter((flag) => flag.answer === 'unsure');
  const parts: string[] = [];
  if (positive.length > 0) parts.push(`Positive: ${joinWithAnd(positive.map((flag) => flag.label))}.`);
  if (unsure.length > 0) parts.push(`Uncertain: ${joinWithAnd(unsure.map((flag) => flag.label))}.`);
  if (parts.length === 0) {
    parts.push(
      state.redFlags.length > 0
        ? `No red flags reported among the ${state.redFlags.length} screened.`
        : 'No presentation-specific red flags were screened.',
    );
  }
  parts.push('No emergency warning signs were detected during the intake.');
  return parts.join(' ');
}

export function associatedLines(state: IntakeState): string[] {
  const reported = state.findings
    .filter((finding) => finding.present)
    .map((finding) => withoutArticle(finding.label));
  const denied = state.findings
    .filter((finding) => !finding.present)
    .map((finding) => withoutArticle(finding.label));
  const presentation = chiefPresentation(state);
  const notCovered = presentation
    ? unresolvedItems(state, presentation).map((item) => withoutArticle(item.label))
    : [];
  const lines: string[] = [];
  if (reported.length > 0) lines.push(`- Reported: ${joinWithAnd(reported)}`);
  if (denied.length > 0) lines.push(`- Denied: ${joinWithAnd(denied)}`);
  if (notCovered.length > 0) lines.push(`- Not covered: ${joinWithAnd(notCovered)}`);
  return lines.length > 0 ? lines : ['- None recorded.'];
}

/** "Reports fever and phlegm. Denies wheezing." */
export function associatedSentence(state: IntakeState): string {
  const reported = state.findings
    .filter((finding) => finding.present)
    .map((finding) => withoutArticle(finding.label));
  const denied = state.findings
    .filter((finding) => !finding.present)
    .map((finding) => withoutArticle(finding.label));
  const parts: string[] = [];
  if (reported.length > 0) parts.push(`Reports ${joinWithAnd(reported)}.`);
  if (denied.length > 0) parts.push(`Denies ${joinWithAnd(denied)}.`);
  return parts.length > 0 ? parts.join(' ') : 'None recorded.';
}
