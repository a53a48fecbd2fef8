import 'server-only';

/** Runs `callback` once after `delayMs`; the returned function cancels it. Injected by tests. */
export type ScheduleTimer = (callback: () => void, delayMs: number) => () => void;

export const scheduleTimeout: ScheduleTimer = (callback, delayMs) => {
  const handle = setTimeout(callback, delayMs);
  return () => clearTimeout(handle);
};

/** Like `scheduleTimeout`, without keeping the process alive for a deadline minutes away. */
export const scheduleUnrefTimeout: ScheduleTimer = (callback, delayMs) => {
  const handle = setTimeout(callback, delayMs);
  handle.unref();
  return () => clearTimeout(handle);
};
