// The lines of a check's output that name what failed, so that the end of `npm test` can repeat them.
import { relative } from 'node:path';
import { StringDecoder } from 'node:string_decoder';

const COLOUR_CODES = /\u001b\[[0-9;]*m/g;

/** Lines that name a failure in the output of tsc, ESLint, Vitest (the conformance suite too) and Playwright. */
const ESLINT_ERROR = /^\s*\d+:\d+\s+error\s/; // 12:3  error  message  rule, under the file's own line
const ESLINT_FILE = /^\/\S+$/;

const FAILURE_LINE = [
  /error TS\d+:/, // tsc: file(line,col): error TS2322: …
  ESLINT_ERROR,
  /^\s*FAIL\s/, // Vitest: the failed file or test, with its path
  /^\s*[×✗]\s/, // Vitest: a failed test in the file's list
  /^\s*\d+\) \[/, // Playwright's closing list: 1) [desktop] › e2e/…spec.ts:12:3 › title
];

const MAX_LINES = 40;

/** Fed a check's output chunk by chunk; `lines()` answers the failure lines, each once, in order. */
export function failureDigest() {
  // A chunk can end inside a character or a line: both are completed by the next chunk.
  const decoder = new StringDecoder('utf8');
  const kept = [];
  let omitted = 0;
  let partial = '';
  let eslintFile = '';
  const consider = (raw) => {
    const line = raw.replace(COLOUR_CODES, '').trimEnd();
    if (ESLINT_FILE.test(line)) eslintFile = relative(process.cwd(), line);
    if (!FAILURE_LINE.some((pattern) => pattern.test(line))) return;
    const named = ESLINT_ERROR.test(line) && eslintFile ? `${eslintFile} ${line.trim()}` : line.trim();
    if (kept.includes(named)) return;
    if (kept.length < MAX_LINES) kept.push(named);
    else omitted += 1;
  };
  return {
    add(chunk) {
      const text = partial + decoder.write(chunk);
      const lines = text.split(/\r?\n/);
      partial = lines.pop() ?? '';
      for (const line of lines) consider(line);
    },
    lines() {
      partial += decoder.end();
      if (partial) consider(partial);
      partial = '';
      return omitted > 0 ? [...kept, `… and ${omitted} more`] : [...kept];
    },
  };
}
