import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { limitsHeapGrowth } from './heap-growth';

const run = promisify(execFile);

/** The V8 heap's peak of testing/lifecycle/heap-under-churn.ts, in a process of its own. */
async function peakHeapMb(mode: 'limit' | 'default'): Promise<number> {
  const { stdout } = await run(process.execPath, [
    '--import',
    'tsx',
    'testing/lifecycle/heap-under-churn.ts',
    mode,
  ]);
  return (JSON.parse(stdout) as { peakMb: number }).peakMb;
}

describe("the server's heap growth", () => {
  // Data kept live and garbage that outlives the young generation, a fixed amount of it: the heap peaks near
  // 380 MB with V8's own growth, and at 230 to 300 MB with the server's, by machine and by run.
  it('keeps the heap smaller under the same churn, set while the process runs', async () => {
    const [limited, unlimited] = [await peakHeapMb('limit'), await peakHeapMb('default')];
    expect(limited).toBeLessThan(330);
    expect(unlimited).toBeGreaterThan(limited * 1.15);
  }, 30_000);

  it("is held with the embedded service only: a BFF in front of a remote one keeps V8's own growth", () => {
    expect(limitsHeapGrowth('embedded')).toBe(true);
    expect(limitsHeapGrowth('remote')).toBe(false);
  });
});
