import type { ConformanceTarget } from './target';

const API_SUFFIX = /\/api\/v1\/?$/;

function optionalNumber(value: string | undefined, name: string): number | null {
  if (value === undefined || value === '') return null;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a whole number, got "${value}"`);
  return parsed;
}

/** The target named by CONFORMANCE_* variables, or null when none is named and one must be started. */
export function targetFromEnvironment(env: NodeJS.ProcessEnv): ConformanceTarget | null {
  const baseUrl = env.CONFORMANCE_BASE_URL?.trim();
  if (!baseUrl) return null;
  if (!API_SUFFIX.test(baseUrl))
    throw new Error(`CONFORMANCE_BASE_URL must end in /api/v1, got "${baseUrl}"`);
  const token = env.CONFORMANCE_TOKEN?.trim();
  const tokenB = env.CONFORMANCE_TOKEN_B?.trim();
  if (!token || !tokenB) {
    throw new Error('CONFORMANCE_TOKEN and CONFORMANCE_TOKEN_B (two different organizations) are required');
  }
  if (token === tokenB)
    throw new Error('CONFORMANCE_TOKEN and CONFORMANCE_TOKEN_B must belong to different organizations');
  const embedded = env.CONFORMANCE_EMBEDDED === '1';
  return {
    baseUrl: baseUrl.replace(/\/$/, ''),
    token,
    tokenB,
    embedded,
    // The embedded service's defaults, unless the run says otherwise.
    turnsPerMinute: embedded
      ? (optionalNumber(env.CONFORMANCE_TURNS_PER_MINUTE, 'CONFORMANCE_TURNS_PER_MINUTE') ?? 20)
      : null,
    artifactDelayMs: embedded
      ? (optionalNumber(env.CONFORMANCE_ARTIFACT_DELAY_MS, 'CONFORMANCE_ARTIFACT_DELAY_MS') ?? 1500)
      : null,
  };
}

/**
 * Fails the run at once, with the reason, when the target cannot be reached or a token is refused,
 * rather than failing every check the same way.
 */
export async function probeTarget(target: ConformanceTarget): Promise<void> {
  for (const [name, token] of [
    ['CONFORMANCE_TOKEN (--token)', target.token],
    ['CONFORMANCE_TOKEN_B (--token-b)', target.tokenB],
  ] as const) {
    let status: number;
    try {
      const response = await fetch(`${target.baseUrl}/users/`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      await response.body?.cancel();
      status = response.status;
    } catch (error) {
      throw new Error(
        `Cannot reach ${target.baseUrl}: ${(error as Error).cause ?? (error as Error).message}`,
      );
    }
    if (status === 401) throw new Error(`${name} is refused by ${target.baseUrl} (401)`);
  }
}
