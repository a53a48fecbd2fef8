// The worst-case turns suite's second part: the app's liveness probe (`GET /api/health`) while a
// worst-case turn runs through the BFF in embedded mode, as one production instance serves patients.
import { EVENT_STREAM_CONTENT_TYPE, USER_MESSAGE_EVENT_TYPE } from '@/lib/contract';
import {
  answersLeadingTo,
  worstCaseMessages,
  type Stage,
  type WorstCaseMessage,
} from '@/testing/embedded/engine/worst-case';
import { median, type EngineWorstResult, type ProbeFigure } from './engine-worst-report';
import { uniqueValues } from './fixtures';
import { timedStream, type TimedTurn } from './http';
import { bffHeaders, signUpThroughBff, type BffPatient } from './pair';
import { createChatThroughBff, startPatientsApp } from './patients-suite';
import { freePort, groupCpuMs } from './processes';

/** Probes on the idle app, for the median to compare with. */
const IDLE_PROBES = 20;
/** Pause between probes while a turn runs: often enough to catch a stall of a few milliseconds. */
const PROBE_INTERVAL_MS = 2;

/**
 * The app in embedded mode with replies sent whole (no pause between chunks: the turn is its start) and
 * the service's turn limit raised, since one patient sends every turn of the suite within a minute or two.
 */
const PROBED_APP_ENV = { EMBEDDED_STREAM_DELAY_MS: '0', EMBEDDED_TURNS_PER_MINUTE: '100000' };

/** The liveness probe: answered without the database, it waits only for the event loop. */
async function probe(origin: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${origin}/api/health`);
  await response.arrayBuffer();
  return performance.now() - started;
}

function sendTurn(patient: BffPatient, chatId: string, userInput: string): Promise<TimedTurn> {
  return timedStream(`${patient.origin}/api/chats/${encodeURIComponent(chatId)}/stream`, {
    method: 'POST',
    headers: { ...bffHeaders(patient, true), Accept: EVENT_STREAM_CONTENT_TYPE },
    body: JSON.stringify({ userEvent: { type: USER_MESSAGE_EVENT_TYPE, userInput } }),
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function probeDuringTurn(
  patient: BffPatient,
  message: WorstCaseMessage,
  stage: Stage,
  appCpuMs: () => number | null,
): Promise<ProbeFigure> {
  const chatId = await createChatThroughBff(patient);
  for (const answer of answersLeadingTo(stage)) {
    if (!(await sendTurn(patient, chatId, answer)).ok) {
      throw new Error(`Setting up the benchmark: the turn "${answer}" failed.`);
    }
  }
  let running = true;
  const waits: number[] = [];
  const probing = (async () => {
    while (running) {
      waits.push(await probe(patient.origin));
      await pause(PROBE_INTERVAL_MS);
    }
  })();
  const cpuBefore = appCpuMs();
  const turn = await sendTurn(patient, chatId, message.text);
  const cpuAfter = appCpuMs();
  running = false;
  await probing;
  if (!turn.ok) throw new Error(`The worst-case turn "${message.name}" failed.`);
  return {
    message: `${message.name} (${stage})`,
    turnMs: turn.endMs,
    worstProbeMs: Math.max(0, ...waits),
    probes: waits.length,
    serviceCpuMs: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
  };
}

/** A short answer: what the app spends on any turn, for comparison. */
const PLAIN_ANSWER: WorstCaseMessage = { name: 'a plain answer ("no")', text: 'no' };

/** The turns whose probe wait is measured: a plain one, then the three heaviest shapes where each costs most. */
const PROBED: ReadonlyArray<readonly [string, Stage]> = [
  [PLAIN_ANSWER.name, 'medications'],
  ['allergy list', 'allergies'],
  ['list on new lines', 'medications'],
  ['a symptom repeated', 'opening'],
];

/** The production build in embedded mode, one patient registered through the BFF, the probed turns. */
export async function measureProbeWaits(
  log: (line: string) => void,
): Promise<Pick<EngineWorstResult, 'idleProbeMs' | 'probes'>> {
  const app = await startPatientsApp(await freePort(), [], PROBED_APP_ENV);
  try {
    const patient = await signUpThroughBff({ unique: uniqueValues() }, app.origin);
    const idle: number[] = [];
    for (let index = 0; index < IDLE_PROBES; index += 1) idle.push(await probe(app.origin));
    const messages = [PLAIN_ANSWER, ...worstCaseMessages()];
    const appCpuMs = () => groupCpuMs(app.process.pid);
    // A running instance has compiled its expressions and loaded its routes long before.
    for (const message of messages) await probeDuringTurn(patient, message, 'opening', appCpuMs);
    const probes: ProbeFigure[] = [];
    for (const [name, stage] of PROBED) {
      const message = messages.find((candidate) => candidate.name === name);
      if (message === undefined) throw new Error(`No worst-case message named "${name}".`);
      const figure = await probeDuringTurn(patient, message, stage, appCpuMs);
      log(
        `${figure.message}: turn ${figure.turnMs.toFixed(0)} ms, longest probe wait ${figure.worstProbeMs.toFixed(1)} ms`,
      );
      probes.push(figure);
    }
    return { idleProbeMs: median(idle), probes };
  } finally {
    await app.process.stop();
  }
}
