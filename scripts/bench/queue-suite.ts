import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EVENT_STREAM_CONTENT_TYPE, USER_MESSAGE_EVENT_TYPE } from '@/lib/contract';
import { WORK_QUEUE_EVENT, type WorkQueueChange } from '@/lib/contract/bff/work-queue-values';
import { readSse } from '@/lib/sse/read-sse';
import { HEADACHE_ANSWERS } from '@/testing/embedded/conversation/consultation-script';
import { startTestPostgres } from '@/testing/postgres-server';
import { signInDemoAdmin } from './demo-staff-sign-in';
import { uniqueValues } from './fixtures';
import { bffHeaders, signUpThroughBff, type BffPatient } from './pair';
import { groupPeakRssMb, resetGroupPeakRss } from './process-memory';
import { freePort, groupCpuMs, startNextStart, type RunningProcess } from './processes';
import { markdownTable } from './report';
import { summarizeLatencies, type LatencySummary } from './stats';

export interface QueueSettings {
  consoles: number;
  /** Patients in headache consultations while the safety events happen: the background load. */
  chattingPatients: number;
  safetyEvents: number;
}

export const DEFAULT_QUEUE_SETTINGS: QueueSettings = { consoles: 50, chattingPatients: 20, safetyEvents: 20 };

const RED_FLAG = 'I have chest pain and I am short of breath';
/** A safety event not heard by every console within this long counts as missed. */
const ARRIVAL_LIMIT_MS = 10_000;

interface Console {
  instance: number;
  /** When (performance.now()) each safety item's `added` change arrived. */
  arrivals: Map<string, number>;
  /** When the queue read that followed it answered. */
  reads: Map<string, number>;
  ready: Promise<void>;
  close(): void;
}

export interface QueueResult {
  settings: QueueSettings;
  /** From the guardian frame reaching the patient to the change reaching a console, every console and event. */
  toEvent: LatencySummary;
  /** The same, to the console's read of the queue (as the browser reads it on each change) answering. */
  toRead: LatencySummary;
  samples: { event: number; read: number };
  /** Safety events × consoles not heard within the limit. */
  missed: number;
  instances: Array<{ cpuMs: number | null; peakRssMb: number | null; consoles: number }>;
  elapsedMs: number;
}

function startInstance(port: number, env: Record<string, string>) {
  return startNextStart({ what: 'An instance', port, readyPath: '/api/auth/me', env });
}

/** Opens one console's live channel and reads the queue on every change, as the page does. */
async function openConsole(origin: string, cookie: string, instance: number): Promise<Console> {
  const controller = new AbortController();
  const response = await fetch(`${origin}/api/staff/work-queue/events`, {
    headers: { Cookie: cookie, Accept: EVENT_STREAM_CONTENT_TYPE },
    signal: controller.signal,
  });
  if (response.status !== 200 || !response.body)
    throw new Error(`The queue stream answered ${response.status}`);
  const arrivals = new Map<string, number>();
  const reads = new Map<string, number>();
  let markReady = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const reader = readSse(response.body);
  const readQueue = async (itemKey: string) => {
    const answer = await fetch(`${origin}/api/staff/work-queue`, {
      headers: { Cookie: cookie },
      signal: controller.signal,
    });
    await answer.arrayBuffer();
    if (answer.ok) reads.set(itemKey, performance.now());
  };
  void (async () => {
    try {
      for (let frame = await reader.next(); frame !== null; frame = await reader.next()) {
        if (frame.kind !== 'event') continue;
        if (frame.event === 'queue.ready') markReady();
        if (frame.event !== WORK_QUEUE_EVENT) continue;
        const change = JSON.parse(frame.data) as WorkQueueChange;
        if (change.change !== 'added' || !change.itemKey.startsWith('safety:')) continue;
        arrivals.set(change.itemKey, performance.now());
        void readQueue(change.itemKey).catch(() => {});
      }
    } catch {
      // Closed at the end of the run.
    }
  })();
  return { instance, arrivals, reads, ready, close: () => controller.abort() };
}

async function createChat(patient: BffPatient): Promise<string> {
  const response = await fetch(`${patient.origin}/api/chats`, {
    method: 'POST',
    headers: bffHeaders(patient, true),
    body: '{}',
  });
  const text = await response.text();
  if (response.status !== 201 && response.status !== 200)
    throw new Error(`POST /api/chats answered ${response.status}`);
  return (JSON.parse(text) as { data: { id: string } }).data.id;
}

/** Sends a turn; resolves with when (performance.now()) the guardian frame arrived, if one did. */
async function sendTurn(patient: BffPatient, chatId: string, userInput: string): Promise<number | undefined> {
  const response = await fetch(`${patient.origin}/api/chats/${encodeURIComponent(chatId)}/stream`, {
    method: 'POST',
    headers: { ...bffHeaders(patient, true), Accept: EVENT_STREAM_CONTENT_TYPE },
    body: JSON.stringify({ userEvent: { type: USER_MESSAGE_EVENT_TYPE, userInput } }),
  });
  if (response.status !== 200 || !response.body) {
    await response.arrayBuffer();
    return undefined;
  }
  let guardianAt: number | undefined;
  const reader = readSse(response.body);
  for (let frame = await reader.next(); frame !== null; frame = await reader.next()) {
    if (frame.kind === 'event' && frame.event === 'guardian' && guardianAt === undefined)
      guardianAt = performance.now();
  }
  return guardianAt;
}

/** Background patients: each answers the headache intake, turn after turn, until told to stop. */
function keepChatting(patients: Array<{ patient: BffPatient; chatId: string }>, stop: { stopped: boolean }) {
  return Promise.all(
    patients.map(async ({ patient }) => {
      while (!stop.stopped) {
        const chatId = await createChat(patient);
        for (const answer of HEADACHE_ANSWERS) {
          if (stop.stopped) return;
          await sendTurn(patient, chatId, answer).catch(() => undefined);
        }
      }
    }),
  );
}

/**
 * Two instances of the production build on one PostgreSQL server, `consoles` staff consoles open across
 * them (half on each), patients chatting on both; then one safety event at a time, each from a patient
 * of its own, alternating instances, timed to every console. CPU and peak memory per instance over the
 * measured part.
 */
export async function runQueueSuite(
  settings: QueueSettings,
  log: (line: string) => void,
): Promise<QueueResult> {
  const postgres = await startTestPostgres();
  const dataDirs = mkdtempSync(join(tmpdir(), 'bench-queue-'));
  const instances: Array<{ origin: string; process: RunningProcess }> = [];
  const consoles: Console[] = [];
  try {
    const common = {
      DATABASE_URL: postgres.url,
      EMBEDDED_SERVICE: '1',
      SERVICE_BASE_URL: '',
      SERVICE_API_TOKEN: '',
      EMBEDDED_DATABASE: '',
      APP_DATABASE: '',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      ALLOW_TEST_SWITCHES: '1',
      E2E_INSECURE_COOKIES: '1',
      REGISTRATIONS_PER_ADDRESS: '1000',
      EMBEDDED_TURNS_PER_MINUTE: '1000',
      LOG_LEVEL: 'warn',
    };
    // One after the other: the first migrates and seeds the demo admin, whose password it keeps on disk.
    for (const name of ['a', 'b']) {
      instances.push(await startInstance(await freePort(), { ...common, DATA_DIR: join(dataDirs, name) }));
    }
    const kept = ['a', 'b']
      .map((name) => join(dataDirs, name, 'demo-staff.txt'))
      .find((file) => existsSync(file));
    if (!kept) throw new Error('No instance kept the demo admin’s password.');
    const [email, password] = readFileSync(kept, 'utf8').trim().split('\n') as [string, string];
    // One after the other: the first sign-in sets two-factor up, the second types a code (ADR 0092).
    const cookies: string[] = [];
    for (const { origin } of instances) cookies.push(await signInDemoAdmin(origin, { email, password }));
    for (let index = 0; index < settings.consoles; index += 1) {
      const instance = index % 2;
      consoles.push(await openConsole(instances[instance]!.origin, cookies[instance]!, instance));
    }
    await Promise.all(consoles.map((console) => console.ready));
    log(`${consoles.length} consoles open, half on each instance.`);

    const unique = uniqueValues();
    const register = async (count: number) => {
      const made: Array<{ patient: BffPatient; chatId: string }> = [];
      for (let index = 0; index < count; index += 1) {
        const patient = await signUpThroughBff({ unique }, instances[index % 2]!.origin);
        made.push({ patient, chatId: await createChat(patient) });
      }
      return made;
    };
    const chatting = await register(settings.chattingPatients);
    const raising = await register(settings.safetyEvents);
    log(`${chatting.length + raising.length} patients registered.`);

    const cpuBefore = instances.map(({ process }) => groupCpuMs(process.pid));
    const peakReset = instances.map(({ process }) => resetGroupPeakRss(process.pid));
    const stop = { stopped: false };
    const background = keepChatting(chatting, stop);
    const started = performance.now();
    const toEvent: number[] = [];
    const toRead: number[] = [];
    let missed = 0;
    for (const { patient, chatId } of raising) {
      const before = new Set(consoles.flatMap((console) => [...console.arrivals.keys()]));
      const guardianAt = await sendTurn(patient, chatId, RED_FLAG);
      if (guardianAt === undefined) throw new Error('A red flag raised no guardian event.');
      const deadline = performance.now() + ARRIVAL_LIMIT_MS;
      const fresh = (console: Console) => [...console.arrivals.keys()].find((key) => !before.has(key));
      while (
        performance.now() < deadline &&
        consoles.some((console) => !fresh(console) || !console.reads.has(fresh(console)!))
      ) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      for (const console of consoles) {
        const key = fresh(console);
        if (!key) {
          missed += 1;
          continue;
        }
        toEvent.push(console.arrivals.get(key)! - guardianAt);
        const read = console.reads.get(key);
        if (read !== undefined) toRead.push(read - guardianAt);
      }
    }
    const elapsedMs = performance.now() - started;
    stop.stopped = true;
    const cpuAfter = instances.map(({ process }) => groupCpuMs(process.pid));
    const peaks = instances.map(({ process }, index) =>
      peakReset[index] ? groupPeakRssMb(process.pid) : null,
    );
    await background;
    return {
      settings,
      toEvent: summarizeLatencies(toEvent),
      toRead: summarizeLatencies(toRead),
      samples: { event: toEvent.length, read: toRead.length },
      missed,
      instances: instances.map((_instance, index) => ({
        cpuMs:
          cpuBefore[index] !== null && cpuAfter[index] !== null ? cpuAfter[index]! - cpuBefore[index]! : null,
        peakRssMb: peaks[index] ?? null,
        consoles: consoles.filter((console) => console.instance === index).length,
      })),
      elapsedMs,
    };
  } finally {
    for (const console of consoles) console.close();
    await Promise.all(instances.map(({ process }) => process.stop()));
    postgres.stop();
    rmSync(dataDirs, { recursive: true, force: true });
  }
}

const ms = (value: number | null) => (value === null ? '–' : `${Math.round(value)}`);

export function formatQueueResult(result: QueueResult): string {
  const latency = markdownTable(
    ['From the guardian frame at the patient to', 'samples', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
    [
      ['the change at every console', result.toEvent, result.samples.event] as const,
      ['the console’s read of the queue answering', result.toRead, result.samples.read] as const,
    ].map(([label, summary, count]) => [
      label,
      String(count),
      ms(summary.p50),
      ms(summary.p95),
      ms(summary.p99),
      ms(summary.max),
    ]),
  );
  const cost = markdownTable(
    ['Instance', 'consoles', 'CPU ms over the run', 'CPU ms per safety event', 'peak RSS MB'],
    result.instances.map((instance, index) => [
      index === 0 ? 'A' : 'B',
      String(instance.consoles),
      ms(instance.cpuMs),
      instance.cpuMs === null ? '–' : (instance.cpuMs / result.settings.safetyEvents).toFixed(0),
      instance.peakRssMb === null ? '–' : instance.peakRssMb.toFixed(0),
    ]),
  );
  return `${latency}\n\n${cost}\n\nMissed (not heard within ${ARRIVAL_LIMIT_MS / 1000} s): ${result.missed} of ${
    result.settings.safetyEvents * result.settings.consoles
  }. Run: ${(result.elapsedMs / 1000).toFixed(1)} s.`;
}
