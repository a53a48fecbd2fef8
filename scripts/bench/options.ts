import { parseArgs } from 'node:util';
import type { Target } from './http';
import { DEFAULT_BENCH_OPTIONS, type BenchOptions } from './run';
import {
  DEFAULT_PAGE_RUNS,
  JUDGED_THROTTLING,
  THROTTLING_METHODS,
  type ThrottlingMethod,
} from './pages-goals';
import { DEFAULT_PATIENT_CONCURRENCY, DEFAULT_PATIENTS, MAX_PATIENTS } from './patients-report';

export const SUITES = [
  'all',
  'service',
  'bff',
  'pages',
  'fhir-bulk',
  'engine-worst',
  'patients',
  'queue',
] as const;
export type Suite = (typeof SUITES)[number];

export const USAGE = `Usage: npm run bench -- [--suite all|service|bff|pages|fhir-bulk|engine-worst|patients|queue] [--build]
                         [--requests N] [--concurrency C] [--patients N] [--profile DIR] [--runs N]
                         [--throttling devtools|simulate] [--reports DIR] [--tracing] [--json FILE]
                         [--base-url URL --token T]

  --suite S         service: the service's operations; bff: the BFF pair (the service directly and through
                    the BFF as \`next start\` in front of it, side by side); all (default): both;
                    pages: Lighthouse on the app's pages against a bare Next.js app (only when asked for);
                    fhir-bulk: the FHIR Bulk Data export's memory at 1,000 patients (only when asked for);
                    engine-worst: the intake engine's worst-case turns (CPU per turn) and how long the app's
                    /api/health waits while one runs through the BFF in embedded mode (only when asked for);
                    patients: whole consultations through the app in embedded mode (\`next start\`), so many
                    patients at a time: first-event percentiles, turns per second, the server's peak memory
                    queue: 50 staff consoles on two instances of the production build on one PostgreSQL server
                    (needs initdb and pg_ctl) while patients chat: time from each safety event to every
                    console (p50/p95/p99), CPU and peak memory per instance (only when asked for)
  --build           run \`next build\` first when there is no production build (the BFF pair and pages need one)
  --tracing         the BFF pair's BFF exports traces and metrics (OTEL_EXPORTER_OTLP_ENDPOINT) to a receiver
                    on 127.0.0.1 that discards them; without it, telemetry is off as by default

  --requests N      measured requests per scenario of the service suite (default ${DEFAULT_BENCH_OPTIONS.requests})
  --concurrency C   requests in flight at once (default ${DEFAULT_BENCH_OPTIONS.concurrency}); for the patients suite,
                    patients in consultation at once (default ${DEFAULT_PATIENT_CONCURRENCY})
  --patients N      patients of the patients suite, each registering and holding one whole consultation
                    (default ${DEFAULT_PATIENTS}, at most ${MAX_PATIENTS}: the organization's registrations per 15 minutes)
  --profile DIR     the patients suite's server writes a CPU profile (node --cpu-prof) to DIR when it stops
  --runs N          Lighthouse runs per page of the pages suite, reported as medians (default ${DEFAULT_PAGE_RUNS})
  --throttling M    how the pages suite's Lighthouse slows each load to a phone's: devtools (default, the
                    goal's) slows the network and the CPU for real while the page loads; simulate works it out
                    from an unthrottled load, and its figures are reported, not judged
  --reports DIR     the pages suite also writes each run's whole Lighthouse report (JSON, with its main-thread,
                    network and script audits) to DIR, to see where a page's figures come from
  --json FILE       also write the results, settings and machine facts as JSON
  --base-url URL    a running service's {base_url}, including /api/v1; needs --token; service suite only
  --token T         an organization's API token for --base-url

Without --base-url it starts the embedded service on 127.0.0.1 with an in-memory database. The BFF pair
starts its own service and BFF on loopback, the pages suite the app in embedded mode and the bare app, and
each stops what it started when it ends.
Each phase of a scenario (setup, warm-up, measurement) stops after ${DEFAULT_BENCH_OPTIONS.timeLimitMs / 1000} s.`;

export interface CommandLine {
  options: BenchOptions;
  /** Absent: start the embedded service. */
  target?: Target;
  jsonFile?: string;
  suite: Suite;
  /** Lighthouse runs per page of the pages suite. */
  runs: number;
  /** How the pages suite's Lighthouse slows each load. */
  throttling: ThrottlingMethod;
  /** Where the pages suite writes each run's whole Lighthouse report; absent: nowhere. */
  reportsDirectory?: string;
  build: boolean;
  /** The BFF pair with telemetry on, exported to a loopback receiver. */
  tracing: boolean;
  /** The patients suite: how many patients, how many at once, where the server's CPU profile goes. */
  patients: { count: number; concurrency: number; profileDirectory?: string };
  help: boolean;
}

function wholeNumber(name: string, value: string | undefined, fallback: number, max: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < 1 || number > max) {
    throw new Error(`--${name} must be a whole number from 1 to ${max}, got "${value}".`);
  }
  return number;
}

/** Throws an Error whose message says what is wrong with the arguments. */
export function parseCommandLine(argv: string[]): CommandLine {
  const { values } = parseArgs({
    args: argv,
    options: {
      requests: { type: 'string' },
      concurrency: { type: 'string' },
      json: { type: 'string' },
      'base-url': { type: 'string' },
      token: { type: 'string' },
      suite: { type: 'string' },
      runs: { type: 'string' },
      reports: { type: 'string' },
      throttling: { type: 'string' },
      build: { type: 'boolean' },
      tracing: { type: 'boolean' },
      patients: { type: 'string' },
      profile: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: false,
  });
  const options: BenchOptions = {
    ...DEFAULT_BENCH_OPTIONS,
    requests: wholeNumber('requests', values.requests, DEFAULT_BENCH_OPTIONS.requests, 1_000_000),
    concurrency: wholeNumber('concurrency', values.concurrency, DEFAULT_BENCH_OPTIONS.concurrency, 1_000),
  };
  const baseUrl = values['base-url']?.trim();
  const token = values.token?.trim();
  if ((baseUrl === undefined) !== (token === undefined)) {
    throw new Error('--base-url and --token go together.');
  }
  if (token === '') throw new Error('--token must not be empty.');
  if (baseUrl !== undefined && !/^https?:\/\/[^/]/.test(baseUrl)) {
    throw new Error(`--base-url must be an http or https address, got "${baseUrl}".`);
  }
  if (values.json !== undefined && !values.json.trim()) throw new Error('--json needs a file name.');
  const suite = (values.suite?.trim() ?? (baseUrl === undefined ? 'all' : 'service')) as Suite;
  if (!SUITES.includes(suite)) {
    throw new Error(`--suite must be one of ${SUITES.join(', ')}, got "${suite}".`);
  }
  if (baseUrl !== undefined && suite !== 'service') {
    throw new Error(
      '--base-url measures a service you run: only with --suite service (the BFF pair starts its own).',
    );
  }
  if (values.runs !== undefined && suite !== 'pages') throw new Error('--runs is for --suite pages.');
  if (values.reports !== undefined && suite !== 'pages') throw new Error('--reports is for --suite pages.');
  if (values.reports !== undefined && !values.reports.trim()) throw new Error('--reports needs a folder.');
  if (values.throttling !== undefined && suite !== 'pages') {
    throw new Error('--throttling is for --suite pages.');
  }
  const throttling = (values.throttling?.trim() ?? JUDGED_THROTTLING) as ThrottlingMethod;
  if (!THROTTLING_METHODS.includes(throttling)) {
    throw new Error(`--throttling must be one of ${THROTTLING_METHODS.join(', ')}, got "${throttling}".`);
  }
  if (values.patients !== undefined && suite !== 'patients')
    throw new Error('--patients is for --suite patients.');
  if (values.profile !== undefined && suite !== 'patients')
    throw new Error('--profile is for --suite patients.');
  if (values.profile !== undefined && !values.profile.trim()) throw new Error('--profile needs a folder.');
  if (values.tracing && suite !== 'bff' && suite !== 'all') {
    throw new Error('--tracing is for the BFF pair (--suite bff or all).');
  }
  return {
    options,
    target: baseUrl !== undefined && token !== undefined ? { baseUrl, token } : undefined,
    jsonFile: values.json?.trim(),
    suite,
    runs: wholeNumber('runs', values.runs, DEFAULT_PAGE_RUNS, 100),
    throttling,
    reportsDirectory: values.reports?.trim(),
    build: values.build ?? false,
    tracing: values.tracing ?? false,
    patients: {
      count: wholeNumber('patients', values.patients, DEFAULT_PATIENTS, MAX_PATIENTS),
      concurrency: wholeNumber('concurrency', values.concurrency, DEFAULT_PATIENT_CONCURRENCY, 1_000),
      profileDirectory: values.profile?.trim(),
    },
    help: values.help ?? false,
  };
}
