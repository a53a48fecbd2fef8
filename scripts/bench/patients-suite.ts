import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { EVENT_STREAM_CONTENT_TYPE, USER_MESSAGE_EVENT_TYPE } from '@/lib/contract';
import { HEADACHE_ANSWERS } from '@/testing/embedded/conversation/consultation-script';
import { uniqueValues } from './fixtures';
import { ERROR_EVENT_LINE, readTimedStream } from './http';
import { bffHeaders, signUpThroughBff, type BffPatient } from './pair';
import {
  formatPatientsTable,
  formatPatientsVerdict,
  patientsGoalsMet,
  summarizePatientsRun,
  type ConsultationSample,
  type PatientsResult,
  type PatientsSettings,
  type TurnSample,
} from './patients-report';
import { runPool } from './pool';
import { groupPeakRssMb, resetGroupPeakRss } from './process-memory';
import {
  buildProduction,
  freePort,
  NO_BUILD_MESSAGE,
  productionBuildExists,
  startNextStart,
  type RunningProcess,
} from './processes';
import { formatMachineFacts, machineFacts } from './report';

/** Registering hashes a password: a few at a time, before anything is measured. */
const SIGN_UP_CONCURRENCY = 8;
const SETUP_LIMIT_MS = 5 * 60_000;
export const PATIENTS_TIME_LIMIT_MS = 10 * 60_000;
/** The embedded service's default pause between streamed chunks: the reply streams as in production. */
export const PATIENTS_STREAM_DELAY_MS = 25;

/**
 * The app's production build in embedded mode, as one instance serves patients: the service in the same
 * process, its data and the app's in one in-memory PGlite, replies streamed with the default pause.
 * Every patient registers from this one address, hence the raised allowance per address. `env` adds to
 * or replaces these settings.
 */
export function startPatientsApp(port: number, nodeArgs: string[] = [], env: Record<string, string> = {}) {
  return startNextStart({
    what: 'The app',
    port,
    nodeArgs,
    readyPath: '/api/auth/me',
    env: {
      SERVICE_BASE_URL: '',
      SERVICE_API_TOKEN: '',
      EMBEDDED_SERVICE: '1',
      EMBEDDED_DATABASE: 'memory',
      DATABASE_URL: '',
      EMBEDDED_STREAM_DELAY_MS: String(PATIENTS_STREAM_DELAY_MS),
      SESSION_SECRET: randomBytes(32).toString('hex'),
      ALLOW_TEST_SWITCHES: '1',
      E2E_INSECURE_COOKIES: '1',
      REGISTRATIONS_PER_ADDRESS: '1000',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
}

const COMPLETE_EVENT_LINE = /(?:^|\n)event: ?ai_consultation\.complete\r?\n/;

/** One turn through the BFF's stream route, timed as the browser would see it. */
async function sendTurn(
  patient: BffPatient,
  chatId: string,
  userInput: string,
  signal: AbortSignal,
): Promise<{
  timing: Omit<TurnSample, 'patient' | 'turn' | 'sentAtMs'>;
  completes: boolean;
  detail: string;
}> {
  const started = performance.now();
  const response = await fetch(`${patient.origin}/api/chats/${encodeURIComponent(chatId)}/stream`, {
    method: 'POST',
    headers: { ...bffHeaders(patient, true), Accept: EVENT_STREAM_CONTENT_TYPE },
    body: JSON.stringify({ userEvent: { type: USER_MESSAGE_EVENT_TYPE, userInput } }),
    signal,
  });
  if (response.status !== 200 || response.body === null) {
    const body = await response.text();
    const ms = performance.now() - started;
    return {
      timing: { ok: false, firstEventMs: ms, endMs: ms },
      completes: false,
      detail: `answered ${response.status} ${body.slice(0, 200)}`,
    };
  }
  const { text, firstEventMs, endMs } = await readTimedStream(response.body, started);
  const failed = firstEventMs === undefined || ERROR_EVENT_LINE.test(text);
  return {
    timing: { ok: !failed, firstEventMs: firstEventMs ?? endMs, endMs },
    completes: COMPLETE_EVENT_LINE.test(text),
    detail: failed ? `stream ${text.slice(-300).replace(/\s+/g, ' ')}` : '',
  };
}

/** One patient's whole consultation: the headache intake answered turn by turn until it completes. */
async function runConsultation(
  patient: BffPatient,
  chatId: string,
  { index, runStarted, signal }: { index: number; runStarted: number; signal: AbortSignal },
): Promise<ConsultationSample> {
  const turns: TurnSample[] = [];
  for (const [turn, answer] of HEADACHE_ANSWERS.entries()) {
    const sentAtMs = performance.now() - runStarted;
    const sent = await sendTurn(patient, chatId, answer, signal);
    turns.push({ patient: index, turn, sentAtMs, ...sent.timing });
    if (!sent.timing.ok)
      return { patient: index, turns, completed: false, failure: `turn ${turn} ${sent.detail}` };
    if (sent.completes) return { patient: index, turns, completed: true };
  }
  return {
    patient: index,
    turns,
    completed: false,
    failure: 'no ai_consultation.complete after the last answer',
  };
}

export async function createChatThroughBff(patient: BffPatient, signal?: AbortSignal): Promise<string> {
  const response = await fetch(`${patient.origin}/api/chats`, {
    method: 'POST',
    headers: bffHeaders(patient, true),
    body: '{}',
    signal,
  });
  const text = await response.text();
  if (response.status !== 201 && response.status !== 200) {
    throw new Error(`POST /api/chats answered ${response.status} ${text.slice(0, 300)}`);
  }
  return (JSON.parse(text) as { data: { id: string } }).data.id;
}

export interface PatientsRunOptions {
  settings: PatientsSettings;
  origin: string;
  server: RunningProcess;
  log(line: string): void;
}

/**
 * Registers the patients and opens a chat for each (not measured), then runs their consultations, so
 * many at a time, each turn after the previous one's stream ended. The server's peak memory is read
 * before it stops.
 */
export async function runPatients({
  settings,
  origin,
  server,
  log,
}: PatientsRunOptions): Promise<{ result: PatientsResult; turns: TurnSample[] }> {
  const unique = uniqueValues();
  const setup = await runPool(
    settings.patients,
    SIGN_UP_CONCURRENCY,
    SETUP_LIMIT_MS,
    async (_index, signal) => {
      const patient = await signUpThroughBff({ unique }, origin);
      return { patient, chatId: await createChatThroughBff(patient, signal) };
    },
  );
  if (setup.stoppedBy === 'time') throw new Error('Registering the patients ran past the time limit.');
  log(
    `${setup.completed.length} patients registered, each with a chat, in ${(setup.elapsedMs / 1000).toFixed(1)} s.`,
  );
  const startupPeakRssMb = groupPeakRssMb(server.pid);
  const peakReset = resetGroupPeakRss(server.pid);

  let finished = 0;
  const runStarted = performance.now();
  const run = await runPool(
    settings.patients,
    settings.concurrency,
    settings.timeLimitMs,
    async (index, signal) => {
      const { patient, chatId } = setup.completed[index]!;
      try {
        return await runConsultation(patient, chatId, { index, runStarted, signal });
      } catch (error) {
        if (signal.aborted) throw error;
        return { patient: index, turns: [], completed: false, failure: (error as Error).message };
      } finally {
        finished += 1;
        if (finished % 50 === 0) log(`${finished} consultations finished`);
      }
    },
  );
  const result = summarizePatientsRun({
    settings,
    consultations: run.completed,
    elapsedMs: run.elapsedMs,
    stoppedBy: run.stoppedBy,
    peakRssMb: peakReset ? groupPeakRssMb(server.pid) : null,
    startupPeakRssMb,
  });
  return { result, turns: run.completed.flatMap((consultation) => consultation.turns) };
}

/**
 * `--suite patients`: the production build (built first with --build when missing) under `next start` on
 * loopback, the patients' consultations against it, the report; the exit code says whether the goals hold.
 */
export async function runPatientsSuite({
  patients,
  concurrency,
  build,
  profileDirectory,
  jsonFile,
}: {
  patients: number;
  concurrency: number;
  build: boolean;
  profileDirectory?: string;
  jsonFile?: string;
}): Promise<void> {
  if (!productionBuildExists()) {
    if (!build) throw new Error(NO_BUILD_MESSAGE);
    console.log('No production build: building one first.');
    await buildProduction();
  }
  const machine = machineFacts();
  const settings: PatientsSettings = {
    patients,
    concurrency,
    streamDelayMs: PATIENTS_STREAM_DELAY_MS,
    timeLimitMs: PATIENTS_TIME_LIMIT_MS,
  };
  console.log(
    `Patients under load: ${patients} patients register through the BFF, then each holds a whole consultation ` +
      `(${HEADACHE_ANSWERS.length} answers at most), ${concurrency} at a time, against one \`next start\` in ` +
      `embedded mode on 127.0.0.1 (PGlite in memory, ${PATIENTS_STREAM_DELAY_MS} ms between streamed chunks); ` +
      `the run stops after ${PATIENTS_TIME_LIMIT_MS / 60_000} min.`,
  );
  const nodeArgs = profileDirectory ? ['--cpu-prof', `--cpu-prof-dir=${profileDirectory}`] : [];
  const app = await startPatientsApp(await freePort(), nodeArgs);
  let result: PatientsResult;
  let turns: TurnSample[];
  try {
    ({ result, turns } = await runPatients({
      settings,
      origin: app.origin,
      server: app.process,
      log: console.log,
    }));
  } finally {
    await app.process.stop();
  }
  console.log(`\n${formatPatientsTable(result)}\n`);
  console.log(formatMachineFacts(machine));
  if (profileDirectory) console.log(`The server's CPU profile is in ${profileDirectory}.`);
  if (jsonFile) {
    // Every turn too, in the order the consultations ran, to see when and where the slow ones fell.
    await writeFile(jsonFile, `${JSON.stringify({ machine, ...result, turns }, null, 2)}\n`);
    console.log(`Results written to ${jsonFile}`);
  }
  for (const line of formatPatientsVerdict(result)) console.log(line);
  if (!patientsGoalsMet(result)) process.exitCode = 1;
}
