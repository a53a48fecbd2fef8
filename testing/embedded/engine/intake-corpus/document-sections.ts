// Where each kind of fact belongs in each consultation document, so a fact is only counted as
// recorded when it is in its own section: an allergy in the medicines line is a wrong fact, not a hit.

export type FactKind =
  | 'complaint'
  | 'onset'
  | 'severity'
  | 'course'
  | 'reported'
  | 'denied'
  | 'flagsYes'
  | 'flagsNo'
  | 'medications'
  | 'allergies'
  | 'conditions';

export const FACT_KINDS: readonly FactKind[] = [
  'complaint',
  'onset',
  'severity',
  'course',
  'reported',
  'denied',
  'flagsYes',
  'flagsNo',
  'medications',
  'allergies',
  'conditions',
];

export type DocumentName = 'long' | 'short' | 'soap';

export const DOCUMENT_NAMES: readonly DocumentName[] = ['long', 'short', 'soap'];

/** How each document words "the patient has none". */
export const NONE_WORDING: Record<
  DocumentName,
  Record<'medications' | 'allergies' | 'conditions', string>
> = {
  long: {
    medications: 'None reported.',
    allergies: 'No known allergies.',
    conditions: 'No ongoing conditions reported.',
  },
  short: { medications: 'none', allergies: 'none known', conditions: 'none' },
  soap: { medications: 'none', allergies: 'no known allergies', conditions: 'none reported' },
};

function headingSection(body: string, heading: string): string {
  const start = body.indexOf(`${heading}\n`);
  if (start === -1) return '';
  const rest = body.slice(start + heading.length + 1);
  const end = rest.search(/\n## /);
  return end === -1 ? rest : rest.slice(0, end);
}

function linesStarting(text: string, prefix: string): string {
  return text
    .split('\n')
    .filter((line) => line.startsWith(prefix))
    .map((line) => line.slice(prefix.length).trim())
    .join('\n');
}

function between(text: string, start: string, end: string | null): string {
  const from = text.indexOf(start);
  if (from === -1) return '';
  const rest = text.slice(from + start.length);
  const to = end === null ? -1 : rest.indexOf(end);
  return (to === -1 ? rest : rest.slice(0, to)).trim();
}

/** A list section without the patient's verbatim words, which would match anything they said. */
function listSection(section: string): string {
  return section
    .split('\n')
    .filter((line) => !line.startsWith('Patient’s words') && !line.startsWith('>') && !line.startsWith('  >'))
    .join('\n')
    .trim();
}

const LONG_LIST_HEADINGS = {
  medications: '## Medications',
  allergies: '## Allergies',
  conditions: '## Medical history',
} as const;

function longSection(body: string, kind: FactKind): string | null {
  const history = headingSection(body, '## History of present illness');
  const associated = headingSection(body, '## Associated symptoms');
  switch (kind) {
    case 'complaint':
      return linesStarting(headingSection(body, '## Reason for consultation'), '**');
    case 'onset':
      return linesStarting(history, '- Onset:');
    case 'severity':
      return linesStarting(history, '- Severity:');
    case 'course':
      return linesStarting(history, '- Course:');
    case 'reported':
      return linesStarting(associated, '- Reported:');
    case 'denied':
      return linesStarting(associated, '- Denied:');
    case 'flagsYes':
    case 'flagsNo':
      return headingSection(body, '## Red flags screened');
    default:
      return listSection(headingSection(body, LONG_LIST_HEADINGS[kind]));
  }
}

function shortSection(body: string, kind: FactKind): string | null {
  const [headline = '', findings = '', history = ''] = body.split('\n\n');
  switch (kind) {
    case 'complaint':
    case 'onset':
    case 'severity':
    case 'course':
      return headline;
    case 'reported':
      return between(findings, 'Also reported:', '. Warning signs:');
    case 'flagsYes':
      return between(findings, 'Warning signs:', null);
    case 'denied':
    case 'flagsNo':
      return null;
    case 'medications':
      return between(history, 'Medications:', '. Allergies:');
    case 'allergies':
      return between(history, 'Allergies:', '. History:');
    case 'conditions':
      return between(history, 'History:', null).replace(/\.$/, '');
  }
}

function soapLine(body: string, label: string): string {
  return linesStarting(body, `**${label}:**`);
}

function soapSection(body: string, kind: FactKind): string | null {
  switch (kind) {
    case 'complaint':
      return soapLine(body, 'Chief complaint');
    case 'onset':
    case 'severity':
    case 'course':
      return soapLine(body, 'History of present illness');
    case 'reported':
      return between(soapLine(body, 'Associated symptoms'), 'Reports', 'Denies');
    case 'denied':
      return between(soapLine(body, 'Associated symptoms'), 'Denies', null);
    case 'flagsYes':
    case 'flagsNo':
      return soapLine(body, 'Red flags screened');
    case 'medications':
      return soapLine(body, 'Medications').replace(/\.$/, '');
    case 'allergies':
      return soapLine(body, 'Allergies').replace(/\.$/, '');
    case 'conditions':
      return soapLine(body, 'Past medical history').replace(/\.$/, '');
  }
}

/** The text of the section that holds facts of this kind, or null when the document has none. */
export function sectionFor(document: DocumentName, body: string, kind: FactKind): string | null {
  if (document === 'long') return longSection(body, kind);
  if (document === 'short') return shortSection(body, kind);
  return soapSection(body, kind);
}
