// The worst-case turns suite: the largest and most awkward messages a patient can send, each run through
// the intake engine as a turn at every point of a consultation (the engine's CPU time per turn), then sent
// to the standalone embedded service in its own process while another client probes it with a trivial
// request (how long any request waits while such a turn runs).
import { createIntakeState, type IntakeState } from '@/lib/embedded/engine/intake/state';
import {
  answersLeadingTo,
  contextAtLimit,
  fillList,
  LIMITS,
  runTurn,
  STAGES,
  stateAt,
  worstCaseMessages,
  type Stage,
  type WorstCaseMessage,
} from '@/testing/embedded/engine/worst-case';
import { writeFile } from 'node:fs/promises';
import {
  formatProbeTable,
  formatTurnTable,
  formatVerdict,
  median,
  type EngineWorstResult,
  type ProbeFigure,
  type WorstTurnFigure,
} from './engine-worst-report';
import { createChat, createUser, uniqueValues } from './fixtures';
import { timedTurn, type Target } from './http';
import { groupCpuMs, startServiceProcess } from './processes';
import { formatMachineFacts, machineFacts } from './report';

/** Each message at each question, this many times; the worst counts. */
const REPEATS = 3;
/** Probes on the idle service, for the median to compare with. */
const IDLE_PROBES = 20;
/** Pause between probes while a turn runs: often enough to catch a stall of a few milliseconds. */
const PROBE_INTERVAL_MS = 2;

function cpuMs(work: () => void): number {
  const before = process.cpuUsage();
  work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

function worstTurnOf(message: WorstCaseMessage): WorstTurnFigure {
  let worst: WorstTurnFigure = {
    message: message.name,
    characters: message.text.length,
    worstCpuMs: 0,
    worstAt: '',
  };
  for (const stage of STAGES) {
    const start = stateAt(stage);
    for (let repeat = 0; repeat < REPEATS; repeat += 1) {
      const ms = cpuMs(() => runTurn(start, message.text));
      if (ms > worst.worstCpuMs) worst = { ...worst, worstCpuMs: ms, worstAt: stage };
    }
  }
  return worst;
}

/** A whole chat at the limits: both contexts at 50,000 characters, a 10,000-character list every turn. */
function worstChatTurn(): WorstTurnFigure {
  const lists = [fillList('I take ', ', '), fillList("I'm allergic to ", ', '), fillList('I have ', '\n')];
  let worst: WorstTurnFigure = {
    message: 'a chat of long lists, contexts at their limits',
    characters: LIMITS.userInput,
    worstCpuMs: 0,
    worstAt: '',
  };
  let state: IntakeState = createIntakeState({
    conversationPromptContext: contextAtLimit(LIMITS.conversationPromptContext),
  });
  for (let turn = 0; state.end === null && turn < 10; turn += 1) {
    const list = lists[turn % lists.length] as { text: string };
    const context = `${turn} ${contextAtLimit(LIMITS.messagePromptContext)}`.slice(
      0,
      LIMITS.messagePromptContext,
    );
    let next = state;
    const ms = cpuMs(() => {
      next = runTurn(state, list.text, context).state;
    });
    if (ms > worst.worstCpuMs) worst = { ...worst, worstCpuMs: ms, worstAt: `turn ${turn + 1}` };
    state = next;
  }
  return worst;
}

export function measureWorstTurns(log: (line: string) => void): WorstTurnFigure[] {
  const messages = worstCaseMessages();
  // Warm: the first turn of a process compiles the engine's expressions once.
  for (const message of messages) runTurn(stateAt('opening'), message.text);
  const figures: WorstTurnFigure[] = [];
  for (const message of messages) {
    const figure = worstTurnOf(message);
    log(`${figure.message}: worst turn ${figure.worstCpuMs.toFixed(1)} ms CPU (${figure.worstAt})`);
    figures.push(figure);
  }
  const chat = worstChatTurn();
  log(`${chat.message}: worst turn ${chat.worstCpuMs.toFixed(1)} ms CPU (${chat.worstAt})`);
  return [...figures, chat];
}

/**
 * A request the service answers without reaching the database: a list of chats asked for without
 * credentials is refused by the first check. It waits only for the event loop.
 */
async function probe(target: Target): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${target.baseUrl.replace(/\/+$/, '')}/chats/`);
  await response.arrayBuffer();
  return performance.now() - started;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function probeDuringTurn(
  target: Target,
  message: WorstCaseMessage,
  stage: Stage,
  serviceCpuMs: () => number | null,
): Promise<ProbeFigure> {
  const context = { target, unique: uniqueValues() };
  const userId = await createUser(context);
  const chatId = await createChat(context, userId);
  for (const answer of answersLeadingTo(stage)) {
    const turn = await timedTurn(target, { chatId, userId, userInput: answer });
    if (!turn.ok) throw new Error(`Setting up the benchmark: the turn "${answer}" failed.`);
  }
  let running = true;
  const waits: number[] = [];
  const probing = (async () => {
    while (running) {
      waits.push(await probe(target));
      await pause(PROBE_INTERVAL_MS);
    }
  })();
  const cpuBefore = serviceCpuMs();
  const turn = await timedTurn(target, { chatId, userId, userInput: message.text });
  const cpuAfter = serviceCpuMs();
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

/** A short answer: what the service spends on any turn, for comparison. */
const PLAIN_ANSWER: WorstCaseMessage = { name: 'a plain answer ("no")', text: 'no' };

/** The turns whose probe wait is measured: a plain one, then the three heaviest shapes where each costs most. */
const PROBED: ReadonlyArray<readonly [string, Stage]> = [
  [PLAIN_ANSWER.name, 'medications'],
  ['allergy list', 'allergies'],
  ['list on new lines', 'medications'],
  ['a symptom repeated', 'opening'],
];

export async function measureProbeWaits(
  log: (line: string) => void,
): Promise<Pick<EngineWorstResult, 'idleProbeMs' | 'probes'>> {
  const service = await startServiceProcess();
  try {
    const idle: number[] = [];
    for (let index = 0; index < IDLE_PROBES; index += 1) idle.push(await probe(service.target));
    const messages = [PLAIN_ANSWER, ...worstCaseMessages()];
    const serviceCpuMs = () => groupCpuMs(service.process.pid);
    // A running service has compiled its expressions long before; a fresh one does so on its first turns.
    for (const message of messages) await probeDuringTurn(service.target, message, 'opening', serviceCpuMs);
    const probes: ProbeFigure[] = [];
    for (const [name, stage] of PROBED) {
      const message = messages.find((candidate) => candidate.name === name);
      if (message === undefined) throw new Error(`No worst-case message named "${name}".`);
      const figure = await probeDuringTurn(service.target, message, stage, serviceCpuMs);
      log(
        `${figure.message}: turn ${figure.turnMs.toFixed(0)} ms, longest probe wait ${figure.worstProbeMs.toFixed(1)} ms`,
      );
      probes.push(figure);
    }
    return { idleProbeMs: median(idle), probes };
  } finally {
    await service.process.stop();
  }
}

export async function runEngineWorstSuite(log: (line: string) => void): Promise<EngineWorstResult> {
  log(
    `Worst-case turns: ${worstCaseMessages().length} messages of up to ${LIMITS.userInput.toLocaleString('en-GB')} ` +
      `characters, each as a turn at ${STAGES.length} points of a consultation, ${REPEATS} times (CPU time of the turn, ` +
      'after one warm-up pass); then three of them sent to the standalone embedded service in its own process ' +
      'while another client probes it, beside a plain answer.',
  );
  const turns = measureWorstTurns(log);
  const waits = await measureProbeWaits(log);
  return { turns, ...waits };
}

/** The suite as `npm run bench -- --suite engine-worst [--json FILE]` runs it: figures, tables, verdict. */
export async function runEngineWorstBench(jsonFile: string | undefined): Promise<void> {
  const result = await runEngineWorstSuite(console.log);
  console.log(`\n${formatTurnTable(result.turns)}\n\n${formatProbeTable(result)}\n`);
  for (const line of formatVerdict(result)) console.log(line);
  console.log(formatMachineFacts(machineFacts()));
  if (jsonFile) await writeFile(jsonFile, `${JSON.stringify(result, null, 2)}\n`);
}
