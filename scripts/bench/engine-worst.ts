// The worst-case turns suite: the largest and most awkward messages a patient can send, each run through
// the intake engine as a turn at every point of a consultation (the engine's CPU time per turn), then sent
// through the BFF to the production build in embedded mode while another client probes its `/api/health`
// (how long any request waits while such a turn runs; engine-worst-probes.ts).
import { createIntakeState, type IntakeState } from '@/lib/embedded/engine/intake/state';
import {
  contextAtLimit,
  fillList,
  LIMITS,
  runTurn,
  STAGES,
  stateAt,
  worstCaseMessages,
  type WorstCaseMessage,
} from '@/testing/embedded/engine/worst-case';
import { writeFile } from 'node:fs/promises';
import {
  formatProbeTable,
  formatTurnTable,
  formatVerdict,
  type EngineWorstResult,
  type WorstTurnFigure,
} from './engine-worst-report';
import { measureProbeWaits } from './engine-worst-probes';
import { buildProduction, NO_BUILD_MESSAGE, productionBuildExists } from './processes';
import { formatMachineFacts, machineFacts } from './report';

/** Each message at each question, this many times; the worst counts. */
const REPEATS = 3;

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

export async function runEngineWorstSuite(log: (line: string) => void): Promise<EngineWorstResult> {
  log(
    `Worst-case turns: ${worstCaseMessages().length} messages of up to ${LIMITS.userInput.toLocaleString('en-GB')} ` +
      `characters, each as a turn at ${STAGES.length} points of a consultation, ${REPEATS} times (CPU time of the turn, ` +
      'after one warm-up pass); then three of them sent through the BFF to `next start` in embedded mode ' +
      'while another client probes its /api/health, beside a plain answer.',
  );
  const turns = measureWorstTurns(log);
  const waits = await measureProbeWaits(log);
  return { turns, ...waits };
}

/**
 * The suite as `npm run bench -- --suite engine-worst [--build] [--json FILE]` runs it: figures, tables,
 * verdict. The probes need the production build (built first with --build when missing).
 */
export async function runEngineWorstBench(jsonFile: string | undefined, build = false): Promise<void> {
  if (!productionBuildExists()) {
    if (!build) throw new Error(NO_BUILD_MESSAGE);
    await buildProduction();
  }
  const result = await runEngineWorstSuite(console.log);
  console.log(`\n${formatTurnTable(result.turns)}\n\n${formatProbeTable(result)}\n`);
  for (const line of formatVerdict(result)) console.log(line);
  console.log(formatMachineFacts(machineFacts()));
  if (jsonFile) await writeFile(jsonFile, `${JSON.stringify(result, null, 2)}\n`);
}
