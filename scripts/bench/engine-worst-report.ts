// What the worst-case turns suite reports: per message, the most CPU one turn of the intake engine took
// at any point of a consultation; and how long the app's liveness probe waited while such a
// turn ran beside it. Pure functions, so that the report is tested apart from the measuring.

/** A turn holds the event loop for at most this long (docs/decisions/0075). */
export const TURN_BUDGET_MS = 50;
/** A request arriving during a worst-case turn waits at most this long. */
export const PROBE_GOAL_MS = 100;

export interface WorstTurnFigure {
  /** The message, named by its shape ("allergy list"). */
  message: string;
  /** Characters in the message. */
  characters: number;
  /** The most CPU time one turn took, over every question it answered and every repeat. */
  worstCpuMs: number;
  /** The question pending in that turn ("opening" for the first message). */
  worstAt: string;
}

export interface ProbeFigure {
  message: string;
  /** Time to the end of the turn's stream. */
  turnMs: number;
  /** The longest a probe waited for its answer while the turn ran. */
  worstProbeMs: number;
  /** Probes answered while the turn ran. */
  probes: number;
  /** CPU time the app's server used during the turn (10 ms resolution); null without /proc. */
  serviceCpuMs: number | null;
}

export interface EngineWorstResult {
  turns: WorstTurnFigure[];
  /** The median probe on the idle app, for comparison. */
  idleProbeMs: number | null;
  probes: ProbeFigure[];
}

function cell(ms: number): string {
  return ms < 10 ? ms.toFixed(1) : ms.toFixed(0);
}

export function formatTurnTable(turns: readonly WorstTurnFigure[]): string {
  const rows = [...turns].sort((a, b) => b.worstCpuMs - a.worstCpuMs);
  return [
    '| Message | Characters | Worst turn CPU (ms) | Question pending |',
    '| --- | ---: | ---: | --- |',
    ...rows.map(
      (row) =>
        `| ${row.message} | ${row.characters.toLocaleString('en-GB')} | ${cell(row.worstCpuMs)} | ${row.worstAt} |`,
    ),
  ].join('\n');
}

export function formatProbeTable(result: Pick<EngineWorstResult, 'idleProbeMs' | 'probes'>): string {
  const idle = result.idleProbeMs === null ? '—' : cell(result.idleProbeMs);
  return [
    '| Turn sent | Turn (ms) | Server CPU in it (ms) | Probes answered during it | Longest probe wait (ms) | Idle probe, median (ms) |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...result.probes.map(
      (probe) =>
        `| ${probe.message} | ${cell(probe.turnMs)} | ${probe.serviceCpuMs === null ? '—' : cell(probe.serviceCpuMs)} | ` +
        `${probe.probes} | ${cell(probe.worstProbeMs)} | ${idle} |`,
    ),
  ].join('\n');
}

/** One line per goal: met or not, with the figure that decides it. */
export function formatVerdict(result: EngineWorstResult): string[] {
  const worstTurn = result.turns.reduce<WorstTurnFigure | null>(
    (worst, turn) => (worst === null || turn.worstCpuMs > worst.worstCpuMs ? turn : worst),
    null,
  );
  const worstProbe = result.probes.reduce<ProbeFigure | null>(
    (worst, probe) => (worst === null || probe.worstProbeMs > worst.worstProbeMs ? probe : worst),
    null,
  );
  const lines: string[] = [];
  if (worstTurn !== null) {
    const met = worstTurn.worstCpuMs <= TURN_BUDGET_MS;
    lines.push(
      `Turn budget (${TURN_BUDGET_MS} ms): ${met ? 'met' : 'NOT met'}; worst ${cell(worstTurn.worstCpuMs)} ms ` +
        `(${worstTurn.message}, ${worstTurn.worstAt}).`,
    );
  }
  if (worstProbe !== null) {
    const met = worstProbe.worstProbeMs <= PROBE_GOAL_MS;
    lines.push(
      `Probe wait goal (${PROBE_GOAL_MS} ms): ${met ? 'met' : 'NOT met'}; longest ${cell(worstProbe.worstProbeMs)} ms ` +
        `(${worstProbe.message}).`,
    );
  }
  return lines;
}

/** The median of some samples; null for none. */
export function median(samples: readonly number[]): number | null {
  if (samples.length === 0) return null;
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
