import { describe, expect, it } from 'vitest';
import { parseCommandLine } from './options';
import {
  formatPatientsTable,
  formatPatientsVerdict,
  patientsGoalsMet,
  summarizePatientsRun,
  type ConsultationSample,
  type PatientsSettings,
  type TurnSample,
} from './patients-report';
import { statusFieldMb } from './process-memory';

const settings: PatientsSettings = { patients: 3, concurrency: 2, streamDelayMs: 25, timeLimitMs: 60_000 };

function turn(patient: number, index: number, firstEventMs: number, ok = true): TurnSample {
  return { patient, turn: index, sentAtMs: index * 1000, ok, firstEventMs, endMs: firstEventMs + 500 };
}

function consultation(patient: number, firstEvents: number[], completed = true): ConsultationSample {
  return { patient, turns: firstEvents.map((ms, index) => turn(patient, index, ms)), completed };
}

describe('summarizePatientsRun', () => {
  it('takes the percentiles over every successful turn of every consultation', () => {
    // 100 turns with first events of 1..100 ms, over two patients.
    const first = Array.from({ length: 50 }, (_, index) => index + 1);
    const second = Array.from({ length: 50 }, (_, index) => index + 51);
    const result = summarizePatientsRun({
      settings,
      consultations: [consultation(0, first), consultation(1, second)],
      elapsedMs: 4_000,
      stoppedBy: 'count',
      peakRssMb: 512,
      startupPeakRssMb: 780,
    });
    expect(result.firstEventMs).toEqual({ p50: 50, p95: 95, p99: 99, max: 100 });
    expect(result.endMs.p50).toBe(550);
    expect(result.turns).toBe(100);
    expect(result.turnsPerSecond).toBe(25);
    expect(result.completedConsultations).toBe(2);
    expect(result.errors).toBe(0);
    expect(result.goals).toEqual({ firstEventP99: true, errors: true, peakRss: true });
    expect(patientsGoalsMet(result)).toBe(true);
  });

  it('counts failed turns and unfinished consultations as errors, and leaves failed turns out of the latencies', () => {
    const failed: ConsultationSample = {
      patient: 0,
      turns: [turn(0, 0, 40), turn(0, 1, 30_000, false)],
      completed: false,
      failure: 'turn 1 answered 500',
    };
    const unfinished = consultation(1, [10, 20], false);
    const result = summarizePatientsRun({
      settings,
      consultations: [failed, unfinished, consultation(2, [5])],
      elapsedMs: 1_000,
      stoppedBy: 'count',
      peakRssMb: 700,
      startupPeakRssMb: null,
    });
    expect(result.errors).toBe(2);
    expect(result.turns).toBe(5);
    expect(result.firstEventMs.max).toBe(40);
    expect(result.failures).toEqual(['patient 0: turn 1 answered 500']);
    expect(result.goals).toEqual({ firstEventP99: true, errors: false, peakRss: false });
    expect(formatPatientsVerdict(result).at(-1)).toBe(
      'Patients under load: goals not met (errors, peakRss).',
    );
  });

  it('misses the goals when the tail is slow, the time limit stopped the run or memory was not read', () => {
    const slowTail = Array.from({ length: 100 }, (_, index) => (index < 98 ? 100 : 4_600));
    const result = summarizePatientsRun({
      settings,
      consultations: [consultation(0, slowTail)],
      elapsedMs: 10_000,
      stoppedBy: 'time',
      peakRssMb: null,
      startupPeakRssMb: null,
    });
    expect(result.firstEventMs.p50).toBe(100);
    expect(result.firstEventMs.p99).toBe(4_600);
    expect(result.goals).toEqual({ firstEventP99: false, errors: false, peakRss: false });
    expect(formatPatientsVerdict(result)[0]).toContain('(stopped by the time limit)');
  });

  it('reports nothing as met when no turn succeeded', () => {
    const result = summarizePatientsRun({
      settings,
      consultations: [],
      elapsedMs: 0,
      stoppedBy: 'count',
      peakRssMb: 100,
      startupPeakRssMb: 100,
    });
    expect(result.firstEventMs.p99).toBeNull();
    expect(result.turnsPerSecond).toBe(0);
    expect(result.goals.firstEventP99).toBe(false);
  });
});

describe('formatPatientsTable', () => {
  it('shows each figure with its goal', () => {
    const result = summarizePatientsRun({
      settings,
      consultations: [consultation(0, [97, 575])],
      elapsedMs: 1_000,
      stoppedBy: 'count',
      peakRssMb: 851.4,
      startupPeakRssMb: 790,
    });
    const table = formatPatientsTable(result);
    expect(table).toMatch(/\| First event p99 \(ms\) +\| +575 \| ≤ 1000 \| yes \|/);
    expect(table).toMatch(/\| Server peak RSS under load \(MB\) +\| +851 \| +≤ 600 \| +no \|/);
    expect(table).toMatch(/\| Turns per second +\| +2\.0 \|/);
  });
});

describe('statusFieldMb', () => {
  it('reads a /proc status field in kB as MB', () => {
    const status = 'Name:\tnext-server\nVmPeak:\t 9000000 kB\nVmHWM:\t  614400 kB\nVmRSS:\t  512000 kB\n';
    expect(statusFieldMb(status, 'VmHWM')).toBe(600);
    expect(statusFieldMb(status, 'VmRSS')).toBe(500);
    expect(statusFieldMb('Name:\tx\n', 'VmHWM')).toBeNull();
  });
});

describe('the patients suite on the command line', () => {
  it('defaults to 200 patients, 100 at a time', () => {
    expect(parseCommandLine(['--suite', 'patients']).patients).toEqual({
      count: 200,
      concurrency: 100,
      profileDirectory: undefined,
    });
  });

  it('takes --patients, --concurrency and --profile', () => {
    expect(
      parseCommandLine(['--suite', 'patients', '--patients', '40', '--concurrency', '8', '--profile', 'prof'])
        .patients,
    ).toEqual({ count: 40, concurrency: 8, profileDirectory: 'prof' });
  });

  it('refuses more patients than the organization may register, and the options elsewhere', () => {
    expect(() => parseCommandLine(['--suite', 'patients', '--patients', '301'])).toThrow(/from 1 to 300/);
    expect(() => parseCommandLine(['--suite', 'service', '--patients', '10'])).toThrow(/--suite patients/);
    expect(() => parseCommandLine(['--suite', 'pages', '--profile', 'p'])).toThrow(/--suite patients/);
  });
});
