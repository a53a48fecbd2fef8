import 'server-only';
import { shutdownFlushTasks } from '@/lib/bff/lifecycle/shutdown-state';

/**
 * Writes the service calls made so far to the request log now, as the shutdown does, instead of waiting
 * for the batch's second (request-log-batch.ts). A call names its patient (reading the session) before
 * it joins the batch: a short pause lets the last calls' do so first. Nothing is shut down.
 */
export async function writeRequestLogNow(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 20));
  const flushes = shutdownFlushTasks().filter(({ name }) => name === 'request log');
  if (flushes.length === 0)
    throw new Error('No request log is waiting to be written: is the service client loaded?');
  for (const { task } of flushes) await task();
}
