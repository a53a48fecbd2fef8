import 'server-only';
import { createServiceClient } from '@/lib/service';
import { migrationsApplied } from '@/lib/db/migration-status';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import { getServiceTarget } from '@/lib/bff/service/service-target';
import { isShuttingDown } from '@/lib/bff/lifecycle/shutdown-state';

export type CheckName = 'shutdown' | 'database' | 'migrations' | 'service';
export type CheckResult = 'ok' | 'failed' | 'skipped';

/** What a probe shows: which check failed and in plain words why, never an address or a secret. */
export interface ReadinessReport {
  ready: boolean;
  checks: Record<CheckName, CheckResult>;
  problems: string[];
}

const CHECK_TIMEOUT_MS = 3_000;
/** A load balancer probes every few seconds; the service is asked at most this often per instance. */
export const SERVICE_CHECK_TTL_MS = 5_000;

class CheckTimeout extends Error {
  override name = 'CheckTimeout';
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CheckTimeout()), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const MISSING_RELATION = new Set(['42P01', '3F000']);

function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; depth < 5 && current instanceof Object; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

async function checkDatabase(report: ReadinessReport): Promise<void> {
  try {
    const db = await withTimeout(getAppDatabase());
    const applied = await withTimeout(migrationsApplied(db, 'app'));
    report.checks.database = 'ok';
    if (applied) report.checks.migrations = 'ok';
    else fail(report, 'migrations', 'The app database lacks migrations this version needs.');
  } catch (error) {
    const state = sqlState(error);
    if (state && MISSING_RELATION.has(state)) {
      report.checks.database = 'ok';
      fail(report, 'migrations', 'The app database has not been migrated.');
    } else {
      fail(report, 'database', 'The app database does not answer.');
      report.checks.migrations = 'skipped';
    }
  }
}

/** The token checked with the service, with no retry and no entry in the request log. */
async function askService(): Promise<string | null> {
  try {
    const target = await withTimeout(getServiceTarget());
    const client = createServiceClient({ ...target, retry: { maxAttempts: 1 }, timeoutMs: CHECK_TIMEOUT_MS });
    const token = await withTimeout(client.checkToken());
    return token === 'accepted' ? null : 'The consultation service refused the configured token.';
  } catch {
    return 'The consultation service does not answer.';
  }
}

interface CachedServiceCheck {
  at: number;
  problem: Promise<string | null>;
}

const serviceCheckKey = Symbol.for('consultation.readiness-service-check');

function cachedServiceProblem(now: number): Promise<string | null> {
  const globalScope = globalThis as { [serviceCheckKey]?: CachedServiceCheck };
  const cached = globalScope[serviceCheckKey];
  if (cached && now - cached.at < SERVICE_CHECK_TTL_MS) return cached.problem;
  const problem = askService();
  globalScope[serviceCheckKey] = { at: now, problem };
  return problem;
}

function fail(report: ReadinessReport, check: CheckName, problem: string) {
  report.ready = false;
  report.checks[check] = 'failed';
  report.problems.push(problem);
}

/** Ready when not stopping, the app database answers with every migration, and the service answers. */
export async function checkReadiness(now = performance.now()): Promise<ReadinessReport> {
  const report: ReadinessReport = {
    ready: true,
    checks: { shutdown: 'ok', database: 'skipped', migrations: 'skipped', service: 'skipped' },
    problems: [],
  };
  if (isShuttingDown()) {
    fail(report, 'shutdown', 'This instance is shutting down.');
    return report;
  }
  const [, serviceProblem] = await Promise.all([checkDatabase(report), cachedServiceProblem(now)]);
  if (serviceProblem) fail(report, 'service', serviceProblem);
  else report.checks.service = 'ok';
  return report;
}
