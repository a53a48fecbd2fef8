import { markdownTable } from './report';
import { summarizeLatencies, type LatencySummary } from './stats';

/** One chat turn of one patient's consultation, as the patient's client saw it. */
export interface TurnSample {
  patient: number;
  /** 0 for the consultation's first turn. */
  turn: number;
  /** When it was sent, from the start of the measured phase. */
  sentAtMs: number;
  /** A 200 event stream with at least one event and no `error` event. */
  ok: boolean;
  /** From sending the turn to the first `event:` line (the relay's opening comment does not count). */
  firstEventMs: number;
  /** From sending the turn to the end of its stream. */
  endMs: number;
}

/** One patient's consultation: its turns, and whether it reached `ai_consultation.complete`. */
export interface ConsultationSample {
  patient: number;
  turns: TurnSample[];
  completed: boolean;
  /** Why it stopped short, when it did. */
  failure?: string;
}

export interface PatientsSettings {
  patients: number;
  concurrency: number;
  /** The server's pause between streamed chunks (EMBEDDED_STREAM_DELAY_MS). */
  streamDelayMs: number;
  timeLimitMs: number;
}

export const DEFAULT_PATIENTS = 200;
export const DEFAULT_PATIENT_CONCURRENCY = 100;
/**
 * Every patient registers through the BFF, and an organization accepts 300 registrations per 15 minutes
 * (lib/bff/accounts/registration-throttle.ts) whatever the address: more would be refused, not measured.
 */
export const MAX_PATIENTS = 300;

/** At the default load (200 patients, 100 at a time). */
export const PATIENTS_GOALS = {
  firstEventP99Ms: 1_000,
  peakRssMb: 600,
  errors: 0,
} as const;

export interface PatientsResult {
  settings: PatientsSettings;
  /** Consultations started; those cut off by the time limit are left out of the figures. */
  consultations: number;
  completedConsultations: number;
  turns: number;
  /** Turns that failed, plus consultations that ended without their documents. */
  errors: number;
  /** Of the turns that succeeded. */
  firstEventMs: LatencySummary;
  endMs: LatencySummary;
  /** Turns (successful or not) per second of the measured phase. */
  turnsPerSecond: number;
  seconds: number;
  stoppedBy: 'count' | 'time';
  /**
   * The server process's peak resident memory (VmHWM, MB) while the patients consulted: the peak is reset
   * once they are registered. Null where /proc cannot be read or reset.
   */
  peakRssMb: number | null;
  /** The server's peak from its start to the reset: start-up and registrations. */
  startupPeakRssMb: number | null;
  /** The first few failures, to say what went wrong. */
  failures: string[];
  goals: { firstEventP99: boolean; errors: boolean; peakRss: boolean };
}

const FAILURES_KEPT = 5;

export function summarizePatientsRun({
  settings,
  consultations,
  elapsedMs,
  stoppedBy,
  peakRssMb,
  startupPeakRssMb,
}: {
  settings: PatientsSettings;
  consultations: readonly ConsultationSample[];
  elapsedMs: number;
  stoppedBy: 'count' | 'time';
  peakRssMb: number | null;
  startupPeakRssMb: number | null;
}): PatientsResult {
  const turns = consultations.flatMap((consultation) => consultation.turns);
  const succeeded = turns.filter((turn) => turn.ok);
  const failedTurns = turns.length - succeeded.length;
  // A consultation whose turns all succeeded and still did not complete is an error of its own.
  const unfinished = consultations.filter(
    (consultation) => !consultation.completed && consultation.turns.every((turn) => turn.ok),
  ).length;
  const errors = failedTurns + unfinished;
  const firstEventMs = summarizeLatencies(succeeded.map((turn) => turn.firstEventMs));
  const seconds = elapsedMs / 1000;
  return {
    settings,
    consultations: consultations.length,
    completedConsultations: consultations.filter((consultation) => consultation.completed).length,
    turns: turns.length,
    errors,
    firstEventMs,
    endMs: summarizeLatencies(succeeded.map((turn) => turn.endMs)),
    turnsPerSecond: seconds > 0 ? turns.length / seconds : 0,
    seconds,
    stoppedBy,
    peakRssMb,
    startupPeakRssMb,
    failures: consultations
      .flatMap((consultation) =>
        consultation.failure ? [`patient ${consultation.patient}: ${consultation.failure}`] : [],
      )
      .slice(0, FAILURES_KEPT),
    goals: {
      firstEventP99: firstEventMs.p99 !== null && firstEventMs.p99 <= PATIENTS_GOALS.firstEventP99Ms,
      errors: errors <= PATIENTS_GOALS.errors && stoppedBy === 'count',
      peakRss: peakRssMb !== null && peakRssMb <= PATIENTS_GOALS.peakRssMb,
    },
  };
}

const ms = (value: number | null) => (value === null ? '-' : value.toFixed(0));
const megabytes = (value: number | null) => (value === null ? '-' : value.toFixed(0));
const yesNo = (met: boolean) => (met ? 'yes' : 'no');

/** The run's figures as a Markdown table, each with its goal where it has one. */
export function formatPatientsTable(result: PatientsResult): string {
  const { firstEventMs, endMs } = result;
  const rows: string[][] = [
    ['First event p50 (ms)', ms(firstEventMs.p50), '', ''],
    ['First event p95 (ms)', ms(firstEventMs.p95), '', ''],
    [
      'First event p99 (ms)',
      ms(firstEventMs.p99),
      `≤ ${PATIENTS_GOALS.firstEventP99Ms}`,
      yesNo(result.goals.firstEventP99),
    ],
    ['First event max (ms)', ms(firstEventMs.max), '', ''],
    ['Whole turn p50 / p99 (ms)', `${ms(endMs.p50)} / ${ms(endMs.p99)}`, '', ''],
    ['Turns per second', result.turnsPerSecond.toFixed(1), '', ''],
    ['Turns / consultations completed', `${result.turns} / ${result.completedConsultations}`, '', ''],
    ['Errors', String(result.errors), `${PATIENTS_GOALS.errors}`, yesNo(result.goals.errors)],
    [
      'Server peak RSS under load (MB)',
      megabytes(result.peakRssMb),
      `≤ ${PATIENTS_GOALS.peakRssMb}`,
      yesNo(result.goals.peakRss),
    ],
    ['Server peak RSS at start-up (MB)', megabytes(result.startupPeakRssMb), '', ''],
  ];
  return markdownTable(['Figure', 'Value', 'Goal', 'Met'], rows);
}

export function patientsGoalsMet(result: PatientsResult): boolean {
  return result.goals.firstEventP99 && result.goals.errors && result.goals.peakRss;
}

/** The closing line: what was measured and whether the goals hold, or the first failures. */
export function formatPatientsVerdict(result: PatientsResult): string[] {
  const { settings } = result;
  const lines = [
    `${result.consultations} of ${settings.patients} consultations, ${settings.concurrency} at a time, in ` +
      `${result.seconds.toFixed(1)} s${result.stoppedBy === 'time' ? ' (stopped by the time limit)' : ''}.`,
  ];
  lines.push(...result.failures.map((failure) => `Failed: ${failure}`));
  lines.push(
    patientsGoalsMet(result)
      ? 'Patients under load: every goal met.'
      : `Patients under load: goals not met (${Object.entries(result.goals)
          .filter(([, met]) => !met)
          .map(([goal]) => goal)
          .join(', ')}).`,
  );
  return lines;
}
