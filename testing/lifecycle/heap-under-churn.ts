// Keeps data live while it allocates objects that survive a few young collections before they become
// garbage, as a server's requests do, and prints the V8 heap's peak in MB. With `limit`, the server's heap
// growth is set first.
import { limitHeapGrowth } from '@/lib/bff/lifecycle/heap-growth';

if (process.argv[2] === 'limit') limitHeapGrowth();
const live = Array.from({ length: 60 }, () => Array.from({ length: 16_384 }, (_, i) => ({ i, s: `x${i}` })));
const recent: unknown[] = [];
let peak = 0;
// A fixed amount of work, not a time: a busy machine would otherwise make less garbage in the same time.
for (let round = 0; round < 1_500; round += 1) {
  recent.push(Array.from({ length: 2_000 }, (_, i) => ({ i, pair: [i, i + 1] })));
  if (recent.length > 300) recent.shift();
  peak = Math.max(peak, process.memoryUsage().heapUsed);
  if (recent.length % 50 === 0) await new Promise((resolve) => setImmediate(resolve));
}
process.stdout.write(`${JSON.stringify({ peakMb: Math.round(peak / 1_048_576), live: live.length })}\n`);
