import { afterEach, describe, expect, it, vi } from 'vitest';
import { runChecks } from './run-checks.mjs';

/** A step that prints the priority it runs at, and that of a process it starts in turn. */
const priorityProbe = (niceness?: number) => ({
  name: 'priority probe',
  label: 'probe',
  lane: 'checks',
  niceness,
  command: process.execPath,
  args: [
    '-e',
    [
      "const os = require('node:os');",
      "const { execFileSync } = require('node:child_process');",
      "const child = execFileSync(process.execPath, ['-e', 'console.log(require(\"node:os\").getPriority())']);",
      'console.log(`own=${os.getPriority()} child=${String(child).trim()}`);',
    ].join(' '),
  ],
});

describe('runChecks', () => {
  afterEach(() => vi.restoreAllMocks());

  async function printedBy(step: ReturnType<typeof priorityProbe>): Promise<string> {
    const written: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(await runChecks([step])).toBe(0);
    return written.join('');
  }

  it("lowers a step's priority by its niceness, and what it starts inherits it", async () => {
    const base = (await import('node:os')).getPriority();
    const lowered = Math.min(19, base + 5);
    expect(await printedBy(priorityProbe(5))).toContain(`[probe] own=${lowered} child=${lowered}`);
  });

  it("leaves a step without one at the run's own priority", async () => {
    const base = (await import('node:os')).getPriority();
    expect(await printedBy(priorityProbe())).toContain(`[probe] own=${base} child=${base}`);
  });
});
