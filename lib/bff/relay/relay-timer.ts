import 'server-only';

/** Runs `callback` once after `delayMs`; the returned function cancels it. Injected by tests. */
export type ScheduleTimer = (callback: () => void, delayMs: number) => () => void;

export const scheduleTimeout: ScheduleTimer = (callback, delayMs) => {
  const handle = setTimeout(callback, delayMs);
  return () => clearTimeout(handle);
};
