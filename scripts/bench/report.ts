import { availableParallelism, cpus, loadavg, release, totalmem, type as osType } from 'node:os';
import type { PairResult } from './pair';
import type { PagesResult } from './pages-report';
import type { BenchOptions, OperationResult } from './run';

export interface MachineFacts {
  date: string;
  node: string;
  cpuModel: string;
  cpuCount: number;
  os: string;
  memoryGiB: number;
  /** 1, 5 and 15 minute load averages when the run started: other work on the machine skews the figures. */
  loadAverage: number[];
}

export function machineFacts(): MachineFacts {
  const processors = cpus();
  return {
    date: new Date().toISOString(),
    node: process.version,
    cpuModel: processors[0]?.model.trim() ?? 'unknown',
    cpuCount: processors.length || availableParallelism(),
    os: `${osType()} ${release()} ${process.arch}`,
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    loadAverage: loadavg().map((load) => Math.round(load * 100) / 100),
  };
}

export interface BenchReport {
  command: string;
  target: string;
  settings: BenchOptions;
  machine: MachineFacts;
  totalSeconds: number;
  results: OperationResult[];
  /** The BFF pair, when it ran. */
  pair?: PairResult;
  /** The pages suite, when it ran. */
  pages?: PagesResult;
}

const milliseconds = (value: number | null) => (value === null ? '-' : value.toFixed(1));

/** A Markdown table padded to line up in a terminal too: the first column to the left, the others to the right. */
export function markdownTable(header: readonly string[], rows: readonly string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const pad = (cell: string, column: number) =>
    column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!);
  const line = (cells: readonly string[]) => `| ${cells.map(pad).join(' | ')} |`;
  const rule = line(
    widths.map((width, column) => (column === 0 ? `:${'-'.repeat(width - 1)}` : `${'-'.repeat(width - 1)}:`)),
  );
  return [line(header), rule, ...rows.map(line)].join('\n');
}

export function formatTable(results: readonly OperationResult[]): string {
  const header = ['Operation', 'Count', 'Errors', 'Req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'Max ms'];
  const rows = results.map((result) => [
    result.failure === undefined ? result.operation : `${result.operation} (not measured)`,
    String(result.count),
    String(result.errors),
    result.throughput.toFixed(1),
    milliseconds(result.latencyMs.p50),
    milliseconds(result.latencyMs.p95),
    milliseconds(result.latencyMs.p99),
    milliseconds(result.latencyMs.max),
  ]);
  return markdownTable(header, rows);
}

export function formatMachineFacts(machine: MachineFacts): string {
  return [
    `Date: ${machine.date}`,
    `Node: ${machine.node}`,
    `CPU: ${machine.cpuModel} × ${machine.cpuCount}`,
    `OS: ${machine.os}, ${machine.memoryGiB} GiB memory`,
    `Load average at start (1, 5, 15 min): ${machine.loadAverage.join(', ')}`,
  ].join('\n');
}

export function formatNotes(results: readonly OperationResult[]): string[] {
  const notes: string[] = [];
  for (const result of results) {
    if (result.failure !== undefined) notes.push(`${result.operation}: setup failed: ${result.failure}`);
    else if (result.stoppedBy === 'time') notes.push(`${result.operation}: stopped by the time limit`);
  }
  return [...new Set(notes)];
}
