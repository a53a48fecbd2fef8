import { ConfigError, parseAppConfig } from './lib/bff/config/app-config';

/**
 * The Node.js side of start-up, in its own module so that the edge compile of instrumentation.ts never
 * sees `process.exit`: a bad configuration stops the server here, with a clear message.
 */
export async function startNodeServer() {
  const { stampSocketAddresses } = await import('./lib/bff/http/socket-address');
  stampSocketAddresses();
  let config;
  try {
    config = parseAppConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // Next reports a failing hook but keeps serving; a misconfigured app must not answer at all.
    console.error(error.message);
    process.exit(1);
  }
  // Only then is the SDK loaded at all, and before the database driver, which its instrumentation wraps.
  if (config.telemetryEndpoint) {
    const { startTelemetry } = await import('./lib/telemetry/start-telemetry');
    startTelemetry();
  }
  const { currentListeningAddresses, refuseTestSwitches } = await import('./lib/bff/config/test-switches');
  const refusal = refuseTestSwitches({ env: process.env, listeningAddresses: currentListeningAddresses() });
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
  // Migrations first, on their own: instances sharing PostgreSQL take turns under an advisory lock.
  const { getAppDatabase } = await import('./lib/bff/records/app-database');
  const { loggableError } = await import('./lib/bff/logging/loggable-error');
  try {
    await getAppDatabase();
  } catch (error) {
    console.error(`Could not open and migrate the app database: ${loggableError(error)}`);
    process.exit(1);
  }
  // E-mail confirmations and reminders: every instance polls the app's database (ADR 0064). A graceful
  // shutdown calls stopMailScheduler() from lib/bff/mail/mail-runtime, which waits for the messages in hand.
  const { startMailScheduler } = await import('./lib/bff/mail/mail-runtime');
  try {
    await startMailScheduler();
  } catch (error) {
    console.error(`Could not start the e-mail scheduler: ${loggableError(error)}`);
  }
  if (config.service.kind === 'embedded') {
    const { describeDemoStaff, ensureDemoStaff } = await import('./lib/bff/staff/demo-staff');
    try {
      const demo = await ensureDemoStaff();
      if (demo) console.info(describeDemoStaff(demo));
    } catch (error) {
      // A convenience for trying the dashboard: the app still serves patients without it.
      console.error(`Could not set up the demo staff account: ${loggableError(error)}`);
    }
  }
}
