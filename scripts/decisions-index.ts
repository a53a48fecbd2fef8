import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The decision records under docs/decisions and their index (docs/decisions/README.md) kept in step: every
 * record listed once, with its own title and status; every status line in one format; every amendment and
 * supersession named on both records of the pair, so that a reader can follow a chain from either end.
 */

export const INDEX_FILE = 'README.md';
export const TEMPLATE_FILE = '0000-template.md';

const RECORD_FILE = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const HEADING = /^# (\d{4}) — (\S.*)$/;
const DATE_LINE = /^Date: \d{4}-\d{2}-\d{2}$/;
const STATE = /^(?:Proposed|Accepted|Superseded by (\d{4}))$/;
const NUMBER_LIST = String.raw`\d{4}(?:, \d{4})*`;

/** The clauses a status line may carry after its state, in the order they must appear. */
const RELATIONS = ['Supersedes', 'Amends', 'Amended by'] as const;
type Relation = (typeof RELATIONS)[number];
const RELATION_CLAUSE = new RegExp(`^(${RELATIONS.join('|')}) (${NUMBER_LIST})$`);

/** A relation and the one the other record of the pair must state in return. */
const CONVERSE: Record<Relation | 'Superseded by', Relation | 'Superseded by'> = {
  Supersedes: 'Superseded by',
  'Superseded by': 'Supersedes',
  Amends: 'Amended by',
  'Amended by': 'Amends',
};

export interface DecisionStatus {
  /** The status line's text after `Status: `. */
  text: string;
  supersededBy?: string;
  relations: Record<Relation, string[]>;
}

export interface DecisionRecord {
  number: string;
  file: string;
  title?: string;
  status?: DecisionStatus;
}

/** Reads `Status: …`; a string when the line is not in the format of 0000-template.md. */
export function parseStatus(text: string): DecisionStatus | string {
  const [stateClause = '', ...clauses] = text.split('; ');
  const state = STATE.exec(stateClause);
  if (!state) return `starts with "${stateClause}" instead of Proposed, Accepted or Superseded by NNNN`;
  const status: DecisionStatus = {
    text,
    supersededBy: state[1],
    relations: { Supersedes: [], Amends: [], 'Amended by': [] },
  };
  let previous = -1;
  for (const clause of clauses) {
    const match = RELATION_CLAUSE.exec(clause);
    if (!match) return `has "${clause}" where "Supersedes NNNN", "Amends NNNN" or "Amended by NNNN" belongs`;
    const relation = match[1] as Relation;
    const order = RELATIONS.indexOf(relation);
    if (order <= previous)
      return `has "${relation}" out of order (Supersedes, then Amends, then Amended by; once each)`;
    previous = order;
    const numbers = (match[2] ?? '').split(', ');
    if (numbers.some((number, index) => index > 0 && number <= (numbers[index - 1] ?? ''))) {
      return `lists the numbers of "${relation}" out of ascending order`;
    }
    status.relations[relation] = numbers;
  }
  return status;
}

function readRecord(directory: string, file: string, number: string, problems: string[]): DecisionRecord {
  const lines = readFileSync(path.join(directory, file), 'utf8').split('\n');
  const record: DecisionRecord = { number, file };
  const heading = HEADING.exec(lines[0] ?? '');
  if (!heading) problems.push(`${file}: the first line is not "# ${number} — Title"`);
  else if (heading[1] !== number)
    problems.push(`${file}: the heading names ${heading[1]}, the file ${number}`);
  else record.title = heading[2];
  // Heading, blank line, then the date and the status, as in the template.
  if (!DATE_LINE.test(lines[2] ?? '')) problems.push(`${file}: line 3 is not "Date: YYYY-MM-DD"`);
  const statusLine = lines[3] ?? '';
  if (!statusLine.startsWith('Status: ')) {
    problems.push(`${file}: line 4 is not a status line ("Status: …")`);
    return record;
  }
  const status = parseStatus(statusLine.slice('Status: '.length));
  if (typeof status === 'string') problems.push(`${file}: the status line ${status}`);
  else record.status = status;
  return record;
}

/** The records of the folder by number; files that look like records but are misnamed are problems. */
export function readRecords(directory: string, problems: string[]): Map<string, DecisionRecord> {
  const records = new Map<string, DecisionRecord>();
  for (const file of readdirSync(directory).sort()) {
    if (!file.endsWith('.md') || file === INDEX_FILE || file === TEMPLATE_FILE) continue;
    const match = RECORD_FILE.exec(file);
    if (!match?.[1]) {
      problems.push(`${file}: not named NNNN-kebab-case-title.md`);
      continue;
    }
    const number = match[1];
    const other = records.get(number);
    if (other) {
      problems.push(`${file}: number ${number} is also ${other.file}`);
      continue;
    }
    records.set(number, readRecord(directory, file, number, problems));
  }
  return records;
}

function relationsOf(status: DecisionStatus): [Relation | 'Superseded by', string][] {
  const pairs: [Relation | 'Superseded by', string][] = status.supersededBy
    ? [['Superseded by', status.supersededBy]]
    : [];
  for (const relation of RELATIONS)
    for (const number of status.relations[relation]) pairs.push([relation, number]);
  return pairs;
}

function checkRelations(records: Map<string, DecisionRecord>, problems: string[]): void {
  for (const record of records.values()) {
    if (!record.status) continue;
    for (const [relation, number] of relationsOf(record.status)) {
      const other = records.get(number);
      if (number === record.number) problems.push(`${record.file}: "${relation} ${number}" names itself`);
      else if (!other) problems.push(`${record.file}: "${relation} ${number}" names no record`);
      else if (
        other.status &&
        !relationsOf(other.status).some(([back, n]) => back === CONVERSE[relation] && n === record.number)
      ) {
        problems.push(
          `${record.file}: "${relation} ${number}", but ${other.file} does not say "${CONVERSE[relation]} ${record.number}"`,
        );
      }
    }
  }
}

interface IndexRow {
  line: number;
  number: string;
  title: string;
  target: string;
  decision: string;
  status: string;
}

/** A row is `| NNNN | [Title](NNNN-file.md) | The decision in one sentence. | Status |`. */
const ROW_START = /^\|\s*\d{4}\s*\|/;
const TITLE_CELL = /^\[(.+)\]\(([^)\s]+)\)$/;

/** The text with every fenced code block blanked, line numbers kept: an example row is not a row. */
function withoutCodeBlocks(text: string): string[] {
  let fenced = false;
  return text.split('\n').map((line) => {
    if (line.startsWith('```')) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line;
  });
}

function readIndexRows(lines: string[], problems: string[]): IndexRow[] {
  const rows: IndexRow[] = [];
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (!ROW_START.test(line)) return;
    // Four cells exactly: a `|` inside the decision would shift the status into a fifth.
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    const [number = '', titleCell = '', decision = '', status = ''] = cells;
    const title = TITLE_CELL.exec(titleCell);
    if (cells.length !== 4 || !line.endsWith('|') || !title) {
      problems.push(
        `${INDEX_FILE}:${index + 1}: not "| NNNN | [Title](NNNN-file.md) | Decision. | Status |"`,
      );
      return;
    }
    rows.push({ line: index + 1, number, title: title[1] ?? '', target: title[2] ?? '', decision, status });
  });
  return rows;
}

function checkRow(
  row: IndexRow,
  directory: string,
  records: Map<string, DecisionRecord>,
  problems: string[],
): void {
  const where = `${INDEX_FILE}:${row.line}`;
  const record = records.get(row.number);
  if (!record) {
    problems.push(`${where}: ${row.number} is not a record in the folder`);
    return;
  }
  if (!existsSync(path.resolve(directory, row.target)))
    problems.push(`${where}: the link ${row.target} resolves to no file`);
  else if (path.resolve(directory, row.target) !== path.resolve(directory, record.file)) {
    problems.push(`${where}: ${row.number} links to ${row.target}, not ${record.file}`);
  }
  if (record.title !== undefined && row.title !== record.title) {
    problems.push(`${where}: the title "${row.title}" is not the record's "${record.title}"`);
  }
  if (!/^\S.*[.!?]$/.test(row.decision) || row.decision.length < 20) {
    problems.push(`${where}: the decision of ${row.number} is not a sentence`);
  } else if (record.title !== undefined && row.decision.replace(/\.$/, '') === record.title) {
    problems.push(`${where}: the decision of ${row.number} repeats its title`);
  }
  if (record.status && row.status !== record.status.text) {
    problems.push(`${where}: the status "${row.status}" is not the record's "${record.status.text}"`);
  }
}

/** Every problem with the folder's records and its index, as one sentence each; none when all agree. */
export function checkDecisions(directory: string): string[] {
  const problems: string[] = [];
  const records = readRecords(directory, problems);
  checkRelations(records, problems);
  const indexPath = path.join(directory, INDEX_FILE);
  if (!existsSync(indexPath)) return [...problems, `${INDEX_FILE}: missing`];
  const lines = withoutCodeBlocks(readFileSync(indexPath, 'utf8'));
  const rows = readIndexRows(lines, problems);
  const listed = new Map<string, number>();
  rows.forEach((row, position) => {
    const previous = rows[position - 1];
    if (previous && row.number <= previous.number)
      problems.push(`${INDEX_FILE}:${row.line}: ${row.number} is out of order`);
    listed.set(row.number, (listed.get(row.number) ?? 0) + 1);
    checkRow(row, directory, records, problems);
  });
  for (const [number, count] of listed)
    if (count > 1) problems.push(`${INDEX_FILE}: ${number} is listed ${count} times`);
  for (const record of records.values()) {
    if (!listed.has(record.number)) problems.push(`${INDEX_FILE}: ${record.file} is not listed`);
  }
  // Every other relative link of the index (the template, the README's own sections) must resolve too.
  const rowTargets = new Set(rows.map((row) => row.target));
  for (const [, target = ''] of lines.join('\n').matchAll(/\]\(([^)\s#]+)(?:#[^)\s]*)?\)/g)) {
    if (/^[a-z]+:/i.test(target) || rowTargets.has(target)) continue;
    if (!existsSync(path.resolve(directory, target)))
      problems.push(`${INDEX_FILE}: the link ${target} resolves to no file`);
  }
  return problems;
}
