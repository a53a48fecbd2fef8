import v8 from 'node:v8';

/**
 * How far V8 lets the old generation grow past what the last major collection kept, in percent: 50, so
 * up to one and a half times the live heap. V8's own factor goes up to four on a server that allocates
 * fast; under the patients suite that held about 430 MB of garbage over a live heap of about 120 MB, and
 * the server's peak near 800 MB. At 50 % the peak is about 500 MB and the turns per second stay within
 * the runs' noise (ADR 0113). A ratio, not a limit: a larger live heap still gets room.
 */
export const HEAP_GROWING_PERCENT = 50;

/**
 * Whether the server holds its heap's growth: with the embedded service, whose turns make the garbage
 * ADR 0113 measured. A BFF in front of a remote service keeps V8's own growth: there the limit's extra
 * major collections cost about a tenth of its CPU per request, for about 120 MB of peak memory (ADR 0116).
 */
export function limitsHeapGrowth(serviceKind: 'embedded' | 'remote'): boolean {
  return serviceKind === 'embedded';
}

/** Set once as the server starts; V8 reads it at every major collection. */
export function limitHeapGrowth(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
