// Stopping `next start`: it forks a `next-server` child that keeps the port if only the parent dies, so
// the children are signalled first, then the parent.
import { execFileSync } from 'node:child_process';

/** The ids of a process's direct children (none when it has gone). */
export function childPids(pid) {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** A process and its descendants, deepest first. */
export function processTree(pid) {
  return [...childPids(pid).flatMap((child) => processTree(child)), pid];
}

/** Signals every process of the tree, children before their parent. */
export function killTree(pid, signal) {
  for (const member of processTree(pid)) {
    try {
      process.kill(member, signal);
    } catch {
      // Already gone.
    }
  }
}
