/**
 * Resolves after the event loop's next I/O phase: a long piece of work that awaits this between its steps
 * lets the requests that arrived meanwhile be read and answered (a health probe, another patient's turn)
 * instead of waiting for all of it. Awaiting a promise alone does not: PGlite answers in the same
 * thread, so a turn's queries resolve as microtasks and the whole turn would run in one go.
 */
export function giveEventLoopBack(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
