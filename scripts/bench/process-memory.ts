import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

/** A `/proc/<pid>/status` field in kB (VmHWM, VmRSS), in MB; null when the field is absent. */
export function statusFieldMb(status: string, field: 'VmHWM' | 'VmRSS'): number | null {
  const match = new RegExp(`^${field}:\\s*(\\d+)\\s*kB$`, 'm').exec(status);
  return match ? Number(match[1]) / 1024 : null;
}

/** The ids of the live processes of a group, from /proc; empty where there is no /proc. */
function groupProcesses(groupId: number): string[] {
  let names: string[];
  try {
    names = readdirSync('/proc');
  } catch {
    return [];
  }
  return names.filter((name) => {
    if (!/^\d+$/.test(name)) return false;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // After the command name in parentheses: state, ppid, pgrp.
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) === groupId;
    } catch {
      return false;
    }
  });
}

/**
 * The largest peak resident memory (VmHWM, MB) among the live processes of a group: `next start` runs
 * the server in a child of its own, and the server is the largest of the group by far. Null where there is
 * no /proc. Read before the group stops: the kernel forgets a process's peak with the process.
 */
export function groupPeakRssMb(groupId: number): number | null {
  let peak: number | null = null;
  for (const pid of groupProcesses(groupId)) {
    let status: string;
    try {
      status = readFileSync(`/proc/${pid}/status`, 'utf8');
    } catch {
      continue;
    }
    const hwm = statusFieldMb(status, 'VmHWM');
    if (hwm !== null && (peak === null || hwm > peak)) peak = hwm;
  }
  return peak;
}

/**
 * Starts the group's peaks afresh from their current resident memory (`clear_refs` 5), so that the peak
 * read later is the load's, not the start-up's (a fresh in-memory PGlite creates its cluster then).
 * False when the kernel refused (no /proc, or not the processes' owner).
 */
export function resetGroupPeakRss(groupId: number): boolean {
  const pids = groupProcesses(groupId);
  try {
    for (const pid of pids) writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    return false;
  }
  return pids.length > 0;
}
