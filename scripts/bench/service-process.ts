// The benchmark's service in a process of its own, so that the BFF pair measures two servers and a client
// apart (as they run when deployed) rather than a client sharing the service's event loop. Started by
// processes.ts with the token in BENCH_SERVICE_TOKEN; prints one line with its base URL when it listens.
import { startStandaloneService } from '@/lib/embedded/standalone';
import { BENCH_HOST, benchServiceConfig, SERVICE_READY_PREFIX } from './bench-service';

async function main(): Promise<void> {
  const token = process.env.BENCH_SERVICE_TOKEN;
  if (!token) throw new Error('BENCH_SERVICE_TOKEN is not set.');
  const service = await startStandaloneService({ port: 0, host: BENCH_HOST, config: benchServiceConfig(token) });
  const stop = () => void service.close().finally(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  // The parent closing its end of the pipe (it died) stops this process too.
  process.stdin.on('end', stop).resume();
  console.log(`${SERVICE_READY_PREFIX}${service.baseUrl}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
