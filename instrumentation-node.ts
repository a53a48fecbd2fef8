import { ConfigError, parseAppConfig } from './lib/bff/config/app-config';

/**
 * The Node.js side of start-up, in its own module so that the edge compile of instrumentation.ts never
 * sees `process.exit`: a bad configuration stops the server here, with a clear message.
 */
export async function startNodeServer() {
  const { componentLogger, getLogger } = await import('./lib/logging/logger');
  const log = componentLogger('startup');
  // Next reports a failing hook but keeps serving; a misconfigured app must not answer at all.
  const refuseToStart = (fields: Record<string, string>, message: string): never => {
    log.fatal(fields, message);
    getLogger().flush();
    process.exit(1);
  };
  const { stampSocketAddresses } = await import('./lib/bff/http/socket-address');
  stampSocketAddresses();
  const { routeUnroutableMethods } = await import('./lib/bff/http/unroutable-methods');
  const { listeningHttpServers } = await import('./lib/bff/lifecycle/graceful-shutdown');
  routeUnroutableMethods(listeningHttpServers());
  let config;
  try {
    config = parseAppConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return refuseToStart({ problems: error.message }, 'invalid configuration');
  }
  const { limitHeapGrowth, limitsHeapGrowth } = await import('./lib/bff/lifecycle/heap-growth');
  if (limitsHeapGrowth(config.service.kind)) limitHeapGrowth();
  // Only then is the SDK loaded at all, and before the database driver, which its instrumentation wraps.
  if (config.telemetryEndpoint) {
    const { startTelemetry, shutdownTelemetry } = await import('./lib/telemetry/start-telemetry');
    startTelemetry();
    // The last batch of spans and the last metric interval go out before the process exits.
    const { onShutdownFlush } = await import('./lib/bff/lifecycle/shutdown-state');
    onShutdownFlush('telemetry', shutdownTelemetry);
  }
  const { currentListeningAddresses, refuseTestSwitches } = await import('./lib/bff/config/test-switches');
  const refusal = refuseTestSwitches({ env: process.env, listeningAddresses: currentListeningAddresses() });
  if (refusal) refuseToStart({ problems: refusal }, 'refusing the test switches');

  const { installGracefulShutdown } = await import('./lib/bff/lifecycle/graceful-shutdown');
  const { closeSharedDatabases } = await import('./lib/db/connection');
  installGracefulShutdown({
    graceMs: config.shutdownGraceMs,
    log: componentLogger('bff'),
    servers: listeningHttpServers,
    closeDatabases: closeSharedDatabases,
    flushLog: () => getLogger().flush(),
  });

  // Migrations first, on their own: instances sharing PostgreSQL take turns under an advisory lock.
  const { getAppDatabase } = await import('./lib/bff/records/app-database');
  const { loggableError } = await import('./lib/logging/loggable-error');
  try {
    await getAppDatabase();
  } catch (error) {
    refuseToStart({ error: loggableError(error) }, 'could not open and migrate the app database');
  }
  // E-mail confirmations and reminders: every instance polls the app's database (ADR 0064). A graceful
  // shutdown stops the polling and waits for the messages in hand, before the database closes.
  const { startMailScheduler, stopMailScheduler } = await import('./lib/bff/mail/mail-runtime');
  const { onShutdownFlush } = await import('./lib/bff/lifecycle/shutdown-state');
  onShutdownFlush('mail scheduler', stopMailScheduler);
  try {
    await startMailScheduler();
  } catch (error) {
    log.error({ error: loggableError(error) }, 'could not start the e-mail scheduler');
  }
  // FHIR Bulk Data exports live in the app's database (ADR 0077): each start removes what earlier runs left
  // and every instance deletes expired ones; a stopping instance fails the exports it runs.
  const { startBulkExportSweeping, stopBulkExports } = await import('./lib/bff/fhir/bulk-export-jobs');
  onShutdownFlush('FHIR bulk exports', stopBulkExports);
  try {
    await startBulkExportSweeping();
  } catch (error) {
    log.error({ error: loggableError(error) }, 'could not sweep the FHIR bulk exports');
  }
  if (config.service.kind === 'embedded') {
    const { ensureDemoStaff } = await import('./lib/bff/staff/demo-staff');
    try {
      const demo = await ensureDemoStaff();
      // Where the password is, never the password: the log is read by more people than the data folder.
      if (demo) log.info({ account: demo.email, passwordKeptIn: demo.file ?? null }, 'demo staff account');
    } catch (error) {
      // A convenience for trying the dashboard: the app still serves patients without it.
      log.error({ error: loggableError(error) }, 'could not set up the demo staff account');
    }
  }
}
