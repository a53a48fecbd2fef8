import { z } from 'zod';

/** Knobs of the embedded service, read from EMBEDDED_* variables. */
export interface EmbeddedConfig {
  /** Organizations and tokens provisioned at start (idempotently). Empty: a `demo` organization. */
  organizations: Array<{ name: string; token: string }>;
  database: { kind: 'memory' } | { kind: 'file'; dataDir: string } | { kind: 'postgres'; url: string };
  /** Pause between streamed content chunks. */
  streamDelayMs: number;
  /** Time an artifact stays "generating" before it turns 200. */
  artifactDelayMs: number;
  /** Stream turns a user may start per minute before an `error` event replaces the reply. */
  turnsPerMinute: number;
  /** Fault specification (see faults.ts), e.g. "latency=200,read-errors=0.3". */
  faults: string;
}

const nonNegativeInt = (fallback: number) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? fallback : Number(value)),
    z.number().int().nonnegative(),
  );

const envSchema = z.object({
  EMBEDDED_ORGS: z.string().optional(),
  EMBEDDED_DATABASE: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().optional(),
  EMBEDDED_STREAM_DELAY_MS: nonNegativeInt(25),
  EMBEDDED_ARTIFACT_DELAY_MS: nonNegativeInt(1500),
  EMBEDDED_TURNS_PER_MINUTE: nonNegativeInt(20).pipe(z.number().min(1)),
  EMBEDDED_FAULTS: z.string().optional(),
});

/** Organization names, in EMBEDDED_ORGS and for the operator CLI. */
export const ORGANIZATION_NAME_PATTERN = /^[a-z0-9][a-z0-9_-]{0,62}$/;

export function parseOrganizationList(value: string | undefined): Array<{ name: string; token: string }> {
  if (!value?.trim()) return [];
  return value.split(',').map((entry) => {
    const separator = entry.indexOf(':');
    const name = entry.slice(0, separator).trim();
    const token = entry.slice(separator + 1).trim();
    if (separator < 0 || !ORGANIZATION_NAME_PATTERN.test(name) || token.length < 8) {
      throw new Error(
        `EMBEDDED_ORGS entry "${entry.trim()}" must be name:token (lower-case name, token of 8+ characters)`,
      );
    }
    return { name, token };
  });
}

export function readEmbeddedConfig(env: Record<string, string | undefined> = process.env): EmbeddedConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid embedded service configuration: ${details.join('; ')}`);
  }
  const values = parsed.data;
  const database: EmbeddedConfig['database'] = values.DATABASE_URL?.trim()
    ? { kind: 'postgres', url: values.DATABASE_URL.trim() }
    : values.EMBEDDED_DATABASE === 'memory'
      ? { kind: 'memory' }
      : { kind: 'file', dataDir: values.DATA_DIR?.trim() || '.data' };
  return {
    organizations: parseOrganizationList(values.EMBEDDED_ORGS),
    database,
    streamDelayMs: values.EMBEDDED_STREAM_DELAY_MS,
    artifactDelayMs: values.EMBEDDED_ARTIFACT_DELAY_MS,
    turnsPerMinute: values.EMBEDDED_TURNS_PER_MINUTE,
    faults: values.EMBEDDED_FAULTS ?? '',
  };
}
