#!/usr/bin/env node
// `npm run conformance -- --base-url URL --token T --token-b T2 [--embedded]`: checks a running service
// against the interface; with no target it starts the embedded service itself.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const USAGE = `Usage: npm run conformance -- [--base-url URL --token TOKEN --token-b TOKEN_B [--embedded]] [--seed N] [--runs N] [FILTER...]

  --base-url URL   the service's {base_url}, ending in /api/v1 (e.g. https://staging.example.com/api/v1)
  --token TOKEN    Bearer token of one organization (A)
  --token-b TOKEN  Bearer token of a second organization (B), for the cross-organization checks
  --embedded       the target is the embedded service: also check its faults and knobs
  --seed N         seed of the generated bad input (default fixed, so runs repeat)
  --runs N         generated bad requests per operation (default 25)
  FILTER...        run only the check files whose path contains one of these (e.g. stream booking)

Without --base-url, a standalone embedded service is started on 127.0.0.1 with two organizations.
With --embedded, set CONFORMANCE_TURNS_PER_MINUTE and CONFORMANCE_ARTIFACT_DELAY_MS when the service's
EMBEDDED_TURNS_PER_MINUTE and EMBEDDED_ARTIFACT_DELAY_MS are not the defaults (20 and 1500).
Checks create users, chats and appointments with random e-mails and phone numbers; they are not removed.`;

function fail(message) {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

function parseCommandLine(argv) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        'base-url': { type: 'string' },
        token: { type: 'string' },
        'token-b': { type: 'string' },
        embedded: { type: 'boolean', default: false },
        seed: { type: 'string' },
        runs: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    fail(error.message);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  for (const name of ['seed', 'runs']) {
    if (values[name] !== undefined && !/^[1-9]\d*$/.test(values[name]))
      fail(`--${name} must be a positive whole number, got "${values[name]}".`);
  }
  const target = [values['base-url'], values.token, values['token-b']];
  if (target.every((value) => value === undefined)) {
    if (values.embedded)
      fail(
        '--embedded describes a target given with --base-url; without one the embedded service is started anyway.',
      );
    return { target: null, seed: values.seed, runs: values.runs, filters: positionals };
  }
  if (target.some((value) => value === undefined || value.trim() === '')) {
    fail('--base-url, --token and --token-b go together.');
  }
  const baseUrl = values['base-url'].trim().replace(/\/$/, '');
  let url;
  try {
    url = new URL(baseUrl);
  } catch {
    fail(`--base-url is not a URL: "${baseUrl}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    fail(`--base-url must be http or https, got "${url.protocol}".`);
  if (!url.pathname.endsWith('/api/v1')) fail(`--base-url must end in /api/v1, got "${baseUrl}".`);
  if (values.token === values['token-b'])
    fail('--token and --token-b must belong to two different organizations.');
  return {
    target: {
      baseUrl,
      token: values.token.trim(),
      tokenB: values['token-b'].trim(),
      embedded: values.embedded,
    },
    seed: values.seed,
    runs: values.runs,
    filters: positionals,
  };
}

function environmentFor({ target, seed, runs }) {
  const env = { ...process.env };
  // The run's own arguments replace any left in the environment; the knobs below are kept.
  for (const name of ['BASE_URL', 'TOKEN', 'TOKEN_B', 'EMBEDDED', 'SEED', 'RUNS'])
    delete env[`CONFORMANCE_${name}`];
  if (target) {
    env.CONFORMANCE_BASE_URL = target.baseUrl;
    env.CONFORMANCE_TOKEN = target.token;
    env.CONFORMANCE_TOKEN_B = target.tokenB;
    if (target.embedded) env.CONFORMANCE_EMBEDDED = '1';
  } else {
    env.CONFORMANCE_EMBEDDED = '1';
  }
  if (seed !== undefined) env.CONFORMANCE_SEED = seed;
  if (runs !== undefined) env.CONFORMANCE_RUNS = runs;
  return env;
}

function summaryOf(summaryFile) {
  try {
    return JSON.parse(readFileSync(summaryFile, 'utf8'));
  } catch {
    return null;
  }
}

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const options = parseCommandLine(process.argv.slice(2));
const summaryDirectory = mkdtempSync(path.join(tmpdir(), 'conformance-'));
const summaryFile = path.join(summaryDirectory, 'summary.json');

console.log(options.target ? `Checking ${options.target.baseUrl}` : 'Checking a standalone embedded service');
const run = spawnSync(
  process.execPath,
  [
    path.join(repository, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--config',
    'vitest.conformance.config.ts',
    '--reporter=verbose',
    '--reporter=./conformance/summary-reporter.ts',
    ...options.filters,
  ],
  {
    cwd: repository,
    stdio: 'inherit',
    env: { ...environmentFor(options), CONFORMANCE_SUMMARY_FILE: summaryFile },
  },
);

const summary = summaryOf(summaryFile);
rmSync(summaryDirectory, { recursive: true, force: true });
if (!summary) {
  console.log('Conformance: the run did not finish (see the output above)');
  process.exit(run.status || 1);
}
const counted = `Conformance: ${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped`;
const nothingRan = summary.passed + summary.failed + summary.skipped === 0;
console.log(
  nothingRan && run.status !== 0
    ? `${counted} (the run stopped before any check; see the error above)`
    : counted,
);
process.exit(summary.failed > 0 ? 1 : (run.status ?? 1));
