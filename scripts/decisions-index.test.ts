import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkDecisions, parseStatus } from './decisions-index';

const decisions = fileURLToPath(new URL('../docs/decisions', import.meta.url));

function record(number: string, title: string, status: string): string {
  return `# ${number} — ${title}\n\nDate: 2026-11-27\nStatus: ${status}\n\n## Context\nWhy.\n\n## Decision\nWhat.\n`;
}

function row(
  number: string,
  file: string,
  title: string,
  status: string,
  decision = 'The thing was decided this way.',
) {
  return `| ${number} | [${title}](${file}) | ${decision} | ${status} |`;
}

const VALID = {
  '0000-template.md': record('NNNN', 'Short title of the decision', 'Accepted'),
  '0001-first.md': record('0001', 'The first', 'Accepted; Amended by 0003'),
  '0002-second.md': record('0002', 'The second', 'Superseded by 0003'),
  '0003-third.md': record('0003', 'The third', 'Accepted; Supersedes 0002; Amends 0001'),
};
const VALID_ROWS = [
  row('0001', '0001-first.md', 'The first', 'Accepted; Amended by 0003'),
  row('0002', '0002-second.md', 'The second', 'Superseded by 0003'),
  row('0003', '0003-third.md', 'The third', 'Accepted; Supersedes 0002; Amends 0001'),
];

function indexOf(rows: string[]): string {
  return [
    '# Decisions',
    '',
    'Template: [0000-template.md](0000-template.md).',
    '',
    '```',
    row('0099', '0099-example.md', 'An example row, not a record', 'Accepted'),
    '```',
    '',
    '| ADR | Title | Decision | Status |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

function folderOf(files: Record<string, string>, rows: string[] = VALID_ROWS): string {
  const directory = mkdtempSync(path.join(tmpdir(), 'decisions-'));
  for (const [name, text] of Object.entries({ ...files, 'README.md': indexOf(rows) })) {
    writeFileSync(path.join(directory, name), text);
  }
  return directory;
}

describe('docs/decisions and its index', () => {
  it('list every record once, with its title and status, and every relation is named on both records', () => {
    expect(checkDecisions(decisions)).toEqual([]);
  });

  it('cover every record file of the folder', () => {
    const records = readdirSync(decisions).filter(
      (file) => /^\d{4}-/.test(file) && file !== '0000-template.md',
    );
    const index = readFileSync(path.join(decisions, 'README.md'), 'utf8');
    expect(records.length).toBeGreaterThan(60);
    for (const file of records) expect(index.split(`](${file})`).length - 1, file).toBe(1);
  });
});

describe('checkDecisions', () => {
  it('accepts a folder whose records and index agree', () => {
    expect(checkDecisions(folderOf(VALID))).toEqual([]);
  });

  it('reports a record added without its row, and a record listed twice', () => {
    const added = { ...VALID, '0004-fourth.md': record('0004', 'The fourth', 'Accepted') };
    expect(checkDecisions(folderOf(added))).toEqual(['README.md: 0004-fourth.md is not listed']);
    const twice = [...VALID_ROWS, VALID_ROWS[2] ?? ''];
    expect(checkDecisions(folderOf(VALID, twice))).toEqual([
      'README.md:14: 0003 is out of order',
      'README.md: 0003 is listed 2 times',
    ]);
  });

  it('reports a row whose link resolves to no file, or whose number has no record', () => {
    const rows = [
      VALID_ROWS[0] ?? '',
      VALID_ROWS[1] ?? '',
      row('0003', '0003-thrid.md', 'The third', 'Accepted'),
    ];
    const problems = checkDecisions(folderOf(VALID, rows));
    expect(problems).toContain('README.md:13: the link 0003-thrid.md resolves to no file');
    const ghost = [...VALID_ROWS, row('0004', '0004-ghost.md', 'A ghost', 'Accepted')];
    expect(checkDecisions(folderOf(VALID, ghost))).toEqual([
      'README.md:14: 0004 is not a record in the folder',
    ]);
  });

  it("reports a row whose title, status or decision is not the record's", () => {
    const rows = [
      row('0001', '0001-first.md', 'The 1st', 'Accepted'),
      row('0002', '0002-second.md', 'The second', 'Superseded by 0003', 'The second.'),
      VALID_ROWS[2] ?? '',
    ];
    expect(checkDecisions(folderOf(VALID, rows))).toEqual([
      'README.md:11: the title "The 1st" is not the record\'s "The first"',
      'README.md:11: the status "Accepted" is not the record\'s "Accepted; Amended by 0003"',
      'README.md:12: the decision of 0002 is not a sentence',
    ]);
  });

  it('reports a row that is not four cells', () => {
    const rows = [...VALID_ROWS.slice(0, 2), '| 0003 | [The third](0003-third.md) | A or | B. | Accepted |'];
    expect(checkDecisions(folderOf(VALID, rows))).toEqual([
      'README.md:13: not "| NNNN | [Title](NNNN-file.md) | Decision. | Status |"',
      'README.md: 0003-third.md is not listed',
    ]);
  });

  it('reports a status line out of the format, and a relation not named on both records', () => {
    const lower = { ...VALID, '0001-first.md': record('0001', 'The first', 'accepted') };
    expect(checkDecisions(folderOf(lower))).toContain(
      '0001-first.md: the status line starts with "accepted" instead of Proposed, Accepted or Superseded by NNNN',
    );
    const oneSided = { ...VALID, '0003-third.md': record('0003', 'The third', 'Accepted; Supersedes 0002') };
    const rows = [
      ...VALID_ROWS.slice(0, 2),
      row('0003', '0003-third.md', 'The third', 'Accepted; Supersedes 0002'),
    ];
    expect(checkDecisions(folderOf(oneSided, rows))).toEqual([
      '0001-first.md: "Amended by 0003", but 0003-third.md does not say "Amends 0001"',
    ]);
  });

  it('reports a relation that names no record, and a record without a status line', () => {
    const dangling = {
      ...VALID,
      '0001-first.md': record('0001', 'The first', 'Accepted; Amended by 0003, 0007'),
    };
    const rows = [
      row('0001', '0001-first.md', 'The first', 'Accepted; Amended by 0003, 0007'),
      ...VALID_ROWS.slice(1),
    ];
    expect(checkDecisions(folderOf(dangling, rows))).toEqual([
      '0001-first.md: "Amended by 0007" names no record',
    ]);
    const bare = { ...VALID, '0004-fourth.md': '# 0004 — The fourth\n\nDate: 2026-11-27\n\n## Context\n' };
    const withRow = [...VALID_ROWS, row('0004', '0004-fourth.md', 'The fourth', 'Accepted')];
    expect(checkDecisions(folderOf(bare, withRow))).toEqual([
      '0004-fourth.md: line 4 is not a status line ("Status: …")',
    ]);
  });

  it('reports two records with one number, as two branches adding the same number would', () => {
    const clash = { ...VALID, '0003-another-third.md': record('0003', 'Another third', 'Accepted') };
    expect(checkDecisions(folderOf(clash))).toContain(
      '0003-third.md: number 0003 is also 0003-another-third.md',
    );
  });
});

describe('parseStatus', () => {
  it('reads the state and the relations in their order', () => {
    expect(parseStatus('Accepted; Supersedes 0013; Amends 0027, 0040; Amended by 0071')).toEqual({
      text: 'Accepted; Supersedes 0013; Amends 0027, 0040; Amended by 0071',
      supersededBy: undefined,
      relations: { Supersedes: ['0013'], Amends: ['0027', '0040'], 'Amended by': ['0071'] },
    });
    expect(parseStatus('Superseded by 0038')).toMatchObject({ supersededBy: '0038' });
  });

  it.each([
    ['Accepted (amends 0031)', 'starts with "Accepted (amends 0031)"'],
    ['Accepted; amended by 0034', 'has "amended by 0034" where'],
    ['Accepted; Amended by 0050; Amends 0008', 'has "Amends" out of order'],
    ['Accepted; Amends 0032, 0008', 'out of ascending order'],
    ['Superseded in part by 0069', 'starts with "Superseded in part by 0069"'],
  ])('refuses %j', (text, problem) => {
    expect(parseStatus(text)).toContain(problem);
  });
});
