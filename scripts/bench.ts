// `npm run bench -- [--suite all|service|bff|pages|fhir-bulk|patients] [--build] [--requests N] [--concurrency C] [--runs N]
// [--tracing] [--json FILE] [--base-url URL --token T]`: latency and throughput of the service's main operations over HTTP,
// by default against its own loopback embedded service, the BFF's own cost in front of the service (the BFF
// pair), and, when asked for, Lighthouse's mobile figures of the app's pages against a bare Next.js app.
import { writeFile } from 'node:fs/promises';
import { BENCH_SERVICE_DESCRIPTION, startBenchService } from './bench/bench-service';
import { uniqueValues } from './bench/fixtures';
import { parseCommandLine, USAGE, type CommandLine } from './bench/options';
import { formatMachineFacts, formatNotes, formatTable, machineFacts, type BenchReport } from './bench/report';
import {
  DEFAULT_PAIR_SETTINGS,
  formatPairCpu,
  formatPairTable,
  PAIR_CONCURRENCY,
  pairFailed,
  runPair,
  type PairResult,
} from './bench/pair';
import { buildFloorIfNeeded, startFloorApp } from './bench/pages-servers';
import {
  buildProduction,
  freePort,
  groupCpuMs,
  NO_BUILD_MESSAGE,
  productionBuildExists,
  startBffProcess,
  startServiceProcess,
} from './bench/processes';
import { formatFhirBulkResult, runFhirBulkBenchmark } from './bench/fhir-bulk';
import { startOtlpSink, type OtlpSinkCounts } from './bench/otlp-sink';
import {
  formatFailures,
  formatGoalLimits,
  formatPagesTable,
  formatPagesVerdict,
  type PagesResult,
} from './bench/pages-report';
import { runPagesSuite } from './bench/pages-suite';
import { runEngineWorstBench } from './bench/engine-worst';
import { runPatientsSuite } from './bench/patients-suite';
import { DEFAULT_QUEUE_SETTINGS, formatQueueResult, runQueueSuite } from './bench/queue-suite';
import { runScenarios, type OperationResult } from './bench/run';
import { SCENARIOS } from './bench/scenarios';

function readCommandLine(): CommandLine {
  try {
    return parseCommandLine(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
}

function progressLine(results: OperationResult[]): string {
  const [first] = results;
  if (!first) return '';
  if (first.failure !== undefined) return `${first.scenario}: not measured: ${first.failure}`;
  return `${first.scenario}: ${first.count} requests, ${first.errors} errors, ${first.seconds.toFixed(1)} s`;
}

async function runServiceSuite(commandLine: CommandLine) {
  const { options } = commandLine;
  const own = commandLine.target ? undefined : await startBenchService();
  const target = commandLine.target ?? own!.target;
  const targetDescription = own ? BENCH_SERVICE_DESCRIPTION : target.baseUrl;
  console.log(
    `Benchmarking ${targetDescription}: ${options.requests} requests per scenario at concurrency ` +
      `${options.concurrency}, after ${options.warmup} warm-up requests; each phase stops after ${options.timeLimitMs / 1000} s.`,
  );
  let results: OperationResult[];
  try {
    results = await runScenarios({ target, unique: uniqueValues() }, SCENARIOS, options, (scenario) =>
      console.log(progressLine(scenario)),
    );
  } finally {
    await own?.close();
  }
  console.log(`\n${formatTable(results)}\n`);
  for (const note of formatNotes(results)) console.log(note);
  return { targetDescription, results };
}

/** The service and the BFF in front of it, each in its own process, stopped whatever happens. */
async function runBffPair(commandLine: CommandLine): Promise<PairResult> {
  if (!productionBuildExists()) {
    if (!commandLine.build) throw new Error(NO_BUILD_MESSAGE);
    console.log('No production build: building one first.');
    await buildProduction();
  }
  const settings = DEFAULT_PAIR_SETTINGS;
  console.log(
    `BFF pair: the standalone embedded service and \`next start\` (remote mode, records in memory) in front of it, ` +
      `each in its own process on 127.0.0.1; after ${settings.warmupRequests} unmeasured requests per side, ` +
      `${settings.rounds} rounds of ${settings.throughputRequests} requests ` +
      `at ${PAIR_CONCURRENCY} connections and ${settings.latencyRequests} at 1, then ${settings.turns} turns, each ` +
      'side in turn.',
  );
  if (commandLine.tracing) {
    console.log(
      'Telemetry on: the BFF exports traces and metrics to a loopback OTLP receiver that discards them.',
    );
  }
  const sink = commandLine.tracing ? await startOtlpSink() : undefined;
  const service = await startServiceProcess();
  try {
    const bff = await startBffProcess({
      service: service.target,
      port: await freePort(),
      telemetryEndpoint: sink?.endpoint,
    });
    await buildFloorIfNeeded();
    const floor = await startFloorApp(await freePort(), service.target);
    try {
      const pair = await runPair({ target: service.target, unique: uniqueValues() }, bff.origin, settings, {
        cpu: { service: () => groupCpuMs(service.process.pid), bff: () => groupCpuMs(bff.process.pid) },
        onFigure: (figure) =>
          console.log(`${figure.label}: ${figure.direct.count} / ${figure.bff.count} measured`),
        bareRouteOrigin: floor.origin,
      });
      console.log(`\n${formatPairTable(pair.figures)}\n`);
      for (const line of formatPairCpu(pair.figures)) console.log(line);
      if (sink) console.log(formatSinkCounts(sink.counts()));
      return { ...pair, tracing: commandLine.tracing };
    } finally {
      await Promise.all([bff.process.stop(), floor.process.stop()]);
    }
  } finally {
    await service.process.stop();
    await sink?.close();
  }
}

function formatSinkCounts({ requests, bytes }: OtlpSinkCounts): string {
  const exports = Object.entries(requests).map(([path, count]) => `${count} to ${path}`);
  return `The OTLP receiver got ${exports.join(', ') || 'no export'} (${(bytes / 1024).toFixed(0)} KB, discarded).`;
}

/** Patients whose records the FHIR bulk suite exports, and how often it samples the heap. */
const FHIR_BULK_PATIENTS = 1_000;
const FHIR_BULK_SAMPLE_EVERY = 100;
/** Flat: the heap after the last patient within a quarter of the heap after the first hundred. */
const FHIR_BULK_MAX_GROWTH = 1.25;

async function runFhirBulkSuite(jsonFile: string | undefined): Promise<void> {
  console.log(
    `FHIR Bulk Data export of ${FHIR_BULK_PATIENTS} generated patients, each with a finished consultation.`,
  );
  const result = await runFhirBulkBenchmark({
    patients: FHIR_BULK_PATIENTS,
    sampleEvery: FHIR_BULK_SAMPLE_EVERY,
    onSample: (sample) => console.log(`${sample.patients} patients: heap ${sample.heapUsedMb.toFixed(1)} MB`),
  });
  console.log(`\n${formatFhirBulkResult(result)}\n${formatMachineFacts(machineFacts())}`);
  if (jsonFile) await writeFile(jsonFile, `${JSON.stringify(result, null, 2)}\n`);
  if (result.heapGrowth > FHIR_BULK_MAX_GROWTH) {
    console.error(`The heap grew ${result.heapGrowth.toFixed(2)}× over the export: memory is not flat.`);
    process.exitCode = 1;
  }
  if (result.downloadHeapGrowth > FHIR_BULK_MAX_GROWTH) {
    console.error(
      `The heap grew ${result.downloadHeapGrowth.toFixed(2)}× while downloading: a file was held whole.`,
    );
    process.exitCode = 1;
  }
  if (result.chunksLeft > 0) {
    console.error(
      `${result.chunksLeft} chunks were left after every file was downloaded: they must be deleted.`,
    );
    process.exitCode = 1;
  }
}

const PAGES_TARGET_DESCRIPTION =
  'the production build under `next start` in embedded mode (in memory), and a bare Next.js app as the floor';

/** Lighthouse on every page; the goals are reported, never the exit code: it is a benchmark. */
async function runPages(commandLine: CommandLine): Promise<PagesResult> {
  const throttling =
    commandLine.throttling === 'simulate'
      ? 'simulated slow 4G, 4× CPU slowdown'
      : 'slow 4G and 4× CPU slowdown applied';
  console.log(
    `Pages: Lighthouse's mobile preset (${throttling}), performance and accessibility, ` +
      `${commandLine.runs} run${commandLine.runs === 1 ? '' : 's'} per page; ` +
      'the bare Next.js floor and its reference first in each round.',
  );
  const result = await runPagesSuite({
    runs: commandLine.runs,
    build: commandLine.build,
    reportsDirectory: commandLine.reportsDirectory,
    throttling: commandLine.throttling,
    log: console.log,
  });
  console.log(`\n${formatPagesTable(result)}\n`);
  console.log(formatGoalLimits(result));
  for (const line of formatFailures(result)) console.log(line);
  return result;
}

async function main(): Promise<void> {
  const commandLine = readCommandLine();
  if (commandLine.help) {
    console.log(USAGE);
    return;
  }
  const started = performance.now();
  // Read before the run loads the machine itself.
  const machine = machineFacts();
  const { options, suite } = commandLine;
  if (suite === 'fhir-bulk') {
    await runFhirBulkSuite(commandLine.jsonFile);
    return;
  }
  if (suite === 'engine-worst') {
    await runEngineWorstBench(commandLine.jsonFile, commandLine.build);
    return;
  }
  if (suite === 'queue') {
    if (!productionBuildExists()) {
      if (!commandLine.build) throw new Error(NO_BUILD_MESSAGE);
      await buildProduction();
    }
    const result = await runQueueSuite(DEFAULT_QUEUE_SETTINGS, (line) => console.log(line));
    console.log(`\n${formatQueueResult(result)}\n\n${formatMachineFacts(machine)}`);
    if (commandLine.jsonFile)
      await writeFile(commandLine.jsonFile, `${JSON.stringify({ machine, result }, null, 2)}\n`);
    if (result.missed > 0) process.exitCode = 1;
    return;
  }
  if (suite === 'patients') {
    const { count, concurrency, profileDirectory } = commandLine.patients;
    await runPatientsSuite({
      patients: count,
      concurrency,
      profileDirectory,
      build: commandLine.build,
      jsonFile: commandLine.jsonFile,
    });
    return;
  }

  const service = suite === 'all' || suite === 'service' ? await runServiceSuite(commandLine) : undefined;
  const pair = suite === 'all' || suite === 'bff' ? await runBffPair(commandLine) : undefined;
  const pages = suite === 'pages' ? await runPages(commandLine) : undefined;
  const totalSeconds = (performance.now() - started) / 1000;

  console.log(formatMachineFacts(machine));
  console.log(`Total time: ${totalSeconds.toFixed(1)} s`);

  const results = service?.results ?? [];
  if (commandLine.jsonFile) {
    const report: BenchReport = {
      command: [
        'npm run bench',
        ...(process.argv.length > 2 ? ['--', ...redactToken(process.argv.slice(2))] : []),
      ].join(' '),
      target: service?.targetDescription ?? (pages ? PAGES_TARGET_DESCRIPTION : BENCH_SERVICE_DESCRIPTION),
      settings: options,
      machine,
      totalSeconds,
      results,
      pair,
      pages,
    };
    await writeFile(commandLine.jsonFile, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`Results written to ${commandLine.jsonFile}`);
  }
  if (
    results.some((result) => result.errors > 0 || result.failure !== undefined) ||
    (pair && pairFailed(pair))
  ) {
    process.exitCode = 1;
  }
  // Last, so that it is the line a reader finds.
  if (pages) console.log(formatPagesVerdict(pages));
}

/** The token is a server credential: it never goes into a results file. */
function redactToken(args: string[]): string[] {
  return args.map((arg, index) =>
    args[index - 1] === '--token' ? '***' : arg.startsWith('--token=') ? '--token=***' : arg,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
