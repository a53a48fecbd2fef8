import { inject } from 'vitest';

/** The service under test, as the global setup resolved it. */
export interface ConformanceTarget {
  /** `{base_url}`, ending in /api/v1. */
  baseUrl: string;
  /** Bearer token of organization A. */
  token: string;
  /** Bearer token of organization B. */
  tokenB: string;
  /** The embedded service: its fault admin endpoint and knobs can be checked too. */
  embedded: boolean;
  /** Stream turns per user per minute, when known (embedded only). */
  turnsPerMinute: number | null;
  /** Time an artifact stays generating, when known (embedded only). */
  artifactDelayMs: number | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    conformanceTarget: ConformanceTarget;
  }
}

export const target: ConformanceTarget = inject('conformanceTarget');
