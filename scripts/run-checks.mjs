// Runs a plan of checks (scripts/test-plan.mjs) with each step's output tagged, and ends with the summary.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { StringDecoder } from 'node:string_decoder';
import { failureDigest } from './test-failure-digest.mjs';
import { formatSeconds, runPlan, summaryLine } from './test-plan.mjs';

/**
 * Writes a step's output line by line, each line tagged with the step's label: two steps write at once,
 * and an untagged line could not be told apart. A line is written whole, never mixed with the other's.
 */
function taggedWriter(stream, label) {
  const decoder = new StringDecoder('utf8');
  let partial = '';
  const write = (text) => {
    const lines = (partial + text).split('\n');
    partial = lines.pop() ?? '';
    if (lines.length > 0) stream.write(lines.map((line) => `[${label}] ${line}\n`).join(''));
  };
  return {
    add: (chunk) => write(decoder.write(chunk)),
    end: () => {
      write(decoder.end());
      if (partial !== '') stream.write(`[${label}] ${partial}\n`);
      partial = '';
    },
  };
}

/**
 * Lowers a step's priority by `niceness` from the run's own, as `nice -n` would (19 is the lowest); a
 * system that refuses only costs the run some time.
 */
function lowerPriority(pid, niceness) {
  try {
    os.setPriority(pid, Math.min(19, os.getPriority() + niceness));
  } catch (error) {
    console.warn(`Could not lower the priority of process ${pid}: ${error.message}`);
  }
}

/**
 * Runs a step with its output passed on as it comes, and keeps the lines that name a failure: a long run's
 * log is often read from its end only, where the summary repeats them.
 */
function runStep(step) {
  const digest = failureDigest();
  const out = taggedWriter(process.stdout, step.label);
  const err = taggedWriter(process.stderr, step.label);
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        // Piped output is not a terminal: keep the colours when ours is one.
        ...(process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {}),
        NEXT_TELEMETRY_DISABLED: '1',
        ...step.env,
      },
    });
    // Before the step starts anything of its own: what it starts inherits the priority.
    if (step.niceness && child.pid !== undefined) lowerPriority(child.pid, step.niceness);
    child.stdout.on('data', (chunk) => {
      out.add(chunk);
      digest.add(chunk);
    });
    child.stderr.on('data', (chunk) => {
      err.add(chunk);
      digest.add(chunk);
    });
    child.on('error', (error) => {
      console.error(`${step.command} could not be started: ${error.message}`);
      resolve({ status: 1, failures: digest.lines() });
    });
    child.on('close', (status) => {
      out.end();
      err.end();
      resolve({ status, failures: digest.lines() });
    });
  });
}

function report(event) {
  if (event.type === 'start') console.log(`\n▶ ${event.step.name} [${event.step.label}]`);
  if (event.type === 'skip')
    console.log(`\n▶ ${event.step.name}: skipped (needs ${event.blocked.join(', ')})`);
  if (event.type === 'end') {
    const { outcome, seconds } = event.result;
    console.log(`◀ ${event.step.name}: ${outcome} in ${formatSeconds(seconds)}`);
  }
}

/** Runs the steps, prints what failed and the summary line; answers the exit status. */
export async function runChecks(steps, { serial = false } = {}) {
  const started = Date.now();
  const results = await runPlan(steps, { serial, runStep, onEvent: report });
  const totalSeconds = (Date.now() - started) / 1000;

  for (const result of results.filter((entry) => entry.outcome === 'failed')) {
    console.log(`\nWhat failed in ${result.name}:`);
    for (const line of result.failures.length > 0
      ? result.failures
      : ['(no line named the failure; see the step above)']) {
      console.log(`  ${line}`);
    }
  }

  console.log('');
  for (const result of results) {
    const duration = result.outcome === 'skipped' ? '' : ` ${formatSeconds(result.seconds)}`;
    console.log(`  ${result.outcome.padEnd(7)} ${result.name}${duration}`);
  }
  console.log(summaryLine(results, totalSeconds));
  return results.some((result) => result.outcome !== 'passed') ? 1 : 0;
}
