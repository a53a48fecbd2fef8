import type { z } from 'zod';
import { dataConfig, dataEnv } from '@/lib/bff/config/data-env';
import { describeIssue } from '@/lib/bff/config/env-fields';
import { limitsConfig, limitsEnv } from '@/lib/bff/config/limits-env';
import { DEFAULT_MAIL_FROM, mailConfig, mailEnv } from '@/lib/bff/config/mail-env';
import { observabilityConfig, observabilityEnv } from '@/lib/bff/config/observability-env';
import { serverConfig, serverEnv } from '@/lib/bff/config/server-env';
import { serviceConfig, serviceEnv, type ServiceMode } from '@/lib/bff/config/service-env';
import { MIN_SESSION_SECRET_LENGTH, sessionsConfig, sessionsEnv } from '@/lib/bff/config/sessions-env';
import { testSwitchesConfig, testSwitchesEnv, unmarkedTestSwitches } from '@/lib/bff/config/test-switches';

/**
 * The app's configuration, parsed once from the environment: one schema per concern, each variable
 * described in its schema (docs/configuration.md is generated from them), the types derived from the
 * schemas. Remote mode needs both SERVICE_BASE_URL and SERVICE_API_TOKEN; with neither, the embedded
 * service runs in-process. This module has no `server-only` marker so that the command-line programs can
 * share it; the token-bearing accessor, `current-app-config.ts`, has one.
 */

export { DEFAULT_MAIL_FROM, type ServiceMode };

/** Every concern's variables, in the order the configuration table shows them. */
export const CONFIGURATION_GROUPS = [
  { title: 'Server', schema: serverEnv },
  { title: 'Consultation service', schema: serviceEnv },
  { title: 'Data', schema: dataEnv },
  { title: 'Sessions and sign-in', schema: sessionsEnv },
  { title: 'E-mail', schema: mailEnv },
  { title: 'Chat streams and exports', schema: limitsEnv },
  { title: 'Logs, traces and metrics', schema: observabilityEnv },
  { title: 'Test switches', schema: testSwitchesEnv },
] as const;

const concerns = {
  server: serverConfig,
  service: serviceConfig,
  data: dataConfig,
  sessions: sessionsConfig,
  mail: mailConfig,
  limits: limitsConfig,
  observability: observabilityConfig,
  testSwitches: testSwitchesConfig,
};

type Concerns = { [K in keyof typeof concerns]: z.output<(typeof concerns)[K]> };

export type AppConfig = Omit<Concerns['server'], 'appUrl'> &
  Omit<Concerns['service'], 'embeddedServiceRequested'> &
  Omit<Concerns['data'], 'embeddedDatabaseInMemory'> &
  Concerns['sessions'] &
  Concerns['limits'] &
  Concerns['observability'] &
  Omit<Concerns['testSwitches'], 'appDatabaseInMemory'> & {
    /** APP_DATABASE=memory or EMBEDDED_DATABASE=memory: nothing survives the process (DATABASE_URL wins). */
    databaseInMemory: boolean;
    /**
     * E-mail to patients: over SMTP when `smtpUrl` is set, else kept in the outbox only (ADR 0064);
     * `appUrl` (APP_URL) starts the links to the appointment page.
     */
    mail: Concerns['mail'] & { appUrl: string };
  };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function invalid(problems: string[]): ConfigError {
  return new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
}

function parseConcerns(source: Record<string, string | undefined>): Concerns {
  const problems: string[] = [];
  const parsed: Partial<Record<keyof Concerns, unknown>> = {};
  for (const [name, schema] of Object.entries(concerns)) {
    const result = schema.safeParse(source);
    if (result.success) parsed[name as keyof Concerns] = result.data;
    else problems.push(...result.error.issues.map(describeIssue));
  }
  if (problems.length > 0) throw invalid(problems);
  return parsed as Concerns;
}

/** The rules that join concerns: what production asks of the rest. */
function productionProblems(source: Record<string, string | undefined>, concerns: Concerns): string[] {
  if (concerns.server.nodeEnv !== 'production') return [];
  const problems: string[] = [];
  if ((concerns.sessions.sessionSecret?.length ?? 0) < MIN_SESSION_SECRET_LENGTH) {
    problems.push(
      `SESSION_SECRET of at least ${MIN_SESSION_SECRET_LENGTH} characters is required in production.`,
    );
  }
  if (concerns.service.service.kind === 'embedded' && !concerns.service.embeddedServiceRequested) {
    // The embedded service is a stand-in with a seeded demo admin: never something to fall into.
    problems.push(
      'No consultation service is configured: set SERVICE_BASE_URL and SERVICE_API_TOKEN, or set EMBEDDED_SERVICE=1 to run the embedded demo service in production.',
    );
  }
  const testSwitches = unmarkedTestSwitches(source);
  if (testSwitches) problems.push(testSwitches);
  return problems;
}

export function parseAppConfig(source: Record<string, string | undefined>): AppConfig {
  const parsed = parseConcerns(source);
  const problems = productionProblems(source, parsed);
  if (problems.length > 0) throw invalid(problems);

  const { appUrl, ...server } = parsed.server;
  const { embeddedServiceRequested: _requested, ...service } = parsed.service;
  const { embeddedDatabaseInMemory, ...data } = parsed.data;
  const { appDatabaseInMemory, ...testSwitches } = parsed.testSwitches;
  return {
    ...server,
    ...service,
    ...data,
    ...parsed.sessions,
    ...parsed.limits,
    ...parsed.observability,
    ...testSwitches,
    databaseInMemory: appDatabaseInMemory || embeddedDatabaseInMemory,
    mail: { ...parsed.mail, appUrl },
  };
}

/** What may be shown to a person about the mode: never the token. */
export function describeServiceMode(mode: ServiceMode): string {
  return mode.kind === 'embedded'
    ? 'Embedded mode: the consultation service runs inside this app.'
    : `Remote mode: connected to the consultation service at ${new URL(mode.baseUrl).origin}.`;
}
