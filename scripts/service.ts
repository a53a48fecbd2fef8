// `npm run service -- [--port 4010] [--host 127.0.0.1]`: the embedded service as a standalone HTTP server.
import { parseArgs } from 'node:util';
import { describeLocation } from '@/lib/db/connection';
import { readEmbeddedConfig } from '@/lib/embedded/config';
import { DEMO_ORGANIZATION, databaseLocation } from '@/lib/embedded/index';
import { formatRequestLogEntry, startStandaloneService } from '@/lib/embedded/standalone';

const USAGE = `Usage: npm run service -- [--port PORT] [--host HOST]

  --port PORT   TCP port, 0-65535 (default 4010; 0 picks a free one)
  --host HOST   interface to listen on (default 127.0.0.1)

Configuration comes from the environment: EMBEDDED_ORGS (name:token,...), DATABASE_URL,
EMBEDDED_DATABASE=memory, DATA_DIR, EMBEDDED_FAULTS, EMBEDDED_STREAM_DELAY_MS, ...
With no EMBEDDED_ORGS, an organization named "${DEMO_ORGANIZATION}" is created and its token printed.`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

function parseCommandLine(argv: string[]): { port: number; host: string } {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        port: { type: 'string', default: '4010' },
        host: { type: 'string', default: '127.0.0.1' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    fail((error as Error).message);
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const port = Number(values.port);
  if (!/^\d+$/.test(values.port) || port > 65535)
    fail(`--port must be a whole number from 0 to 65535, got "${values.port}".`);
  if (!values.host.trim()) fail('--host must not be empty.');
  return { port, host: values.host.trim() };
}

async function main(): Promise<void> {
  const { port, host } = parseCommandLine(process.argv.slice(2));
  const config = readEmbeddedConfig(process.env);
  const running = await startStandaloneService({
    port,
    host,
    config,
    onRequest: (entry) => console.log(formatRequestLogEntry(entry)),
  });

  console.log(`Embedded consultation service at ${running.baseUrl}`);
  console.log(`Database: ${describeLocation(databaseLocation(config))}`);
  console.log(`OpenAPI document: ${running.baseUrl}/openapi.json`);
  for (const organization of running.service.organizations) {
    if (config.organizations.length > 0) {
      console.log(`Organization: ${organization.name} (token from EMBEDDED_ORGS)`);
      continue;
    }
    // The demo organization exists only for local development, so its token is shown to get started.
    console.log(`Organization: ${organization.name}, token: ${organization.token}`);
    console.log(
      `Try: curl -X POST ${running.baseUrl}/users/ -H 'Authorization: Bearer ${organization.token}' ` +
        `-H 'Content-Type: application/json' -d '{"firstName":"Homer"}'`,
    );
  }

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.error(`${signal} again: exiting without waiting.`);
      process.exit(1);
    }
    stopping = true;
    console.log(`${signal}: closing the server, then the database...`);
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
