/**
 * How long a test waits for work that finishes on its own: a batch's timer, a lazily loaded module, a
 * write the response did not wait for. The libraries' default of one second is too tight on a two-core
 * CI machine that is busy with something else. A wait ends as soon as its condition holds, so a passing
 * run is no slower.
 */
export const SETTLE_TIMEOUT_MS = 10_000;

/** Options for `vi.waitFor`. */
export const settles = { timeout: SETTLE_TIMEOUT_MS } as const;
