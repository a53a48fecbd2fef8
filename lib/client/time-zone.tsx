'use client';

import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { browserTimeZone, TIME_ZONE_COOKIE } from './format-time';
import { MINUTE_MS, minuteOf } from './relative-time';

const ServerTimeZone = createContext('UTC');
const ServerNow = createContext(0);
const noSubscription = () => () => undefined;

/**
 * The zone the server renders times in: the browser's, as a cookie told it on an earlier request (UTC
 * before the first). The cookie is written whenever it differs from the browser's own zone.
 */
export function TimeZoneProvider({
  serverZone,
  serverNow,
  children,
}: {
  serverZone: string;
  /** When the server rendered the page, in ms: the "now" of relative times until hydration is over. */
  serverNow: number;
  children: ReactNode;
}) {
  useEffect(() => {
    const zone = browserTimeZone();
    if (zone !== serverZone) {
      document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax`;
    }
  }, [serverZone]);
  return (
    <ServerTimeZone.Provider value={serverZone}>
      <ServerNow.Provider value={serverNow}>{children}</ServerNow.Provider>
    </ServerTimeZone.Provider>
  );
}

/**
 * The zone to show times in: the server's while hydrating, so that the first render matches its HTML,
 * then the browser's (the same one, once the cookie is set; a time shown in another zone is corrected).
 */
export function useDisplayTimeZone(): string {
  const serverZone = useContext(ServerTimeZone);
  return useSyncExternalStore(noSubscription, browserTimeZone, () => serverZone);
}

const minuteListeners = new Set<() => void>();
let minuteTimer: ReturnType<typeof setInterval> | undefined;

// One timer for every relative time on the page, running only while one is shown.
function subscribeToMinutes(onMinute: () => void) {
  minuteListeners.add(onMinute);
  minuteTimer ??= setInterval(() => minuteListeners.forEach((listener) => listener()), MINUTE_MS / 4);
  return () => {
    minuteListeners.delete(onMinute);
    if (minuteListeners.size === 0 && minuteTimer !== undefined) {
      clearInterval(minuteTimer);
      minuteTimer = undefined;
    }
  };
}

const currentMinute = () => minuteOf(Date.now());

/**
 * "Now" for relative times, to the minute: the server's render time while hydrating, so that "5 min.
 * ago" reads the same in the server's HTML and the first render in the browser, then the browser's
 * clock, which moves on every minute.
 */
export function useNow(): number {
  const serverNow = useContext(ServerNow);
  return useSyncExternalStore(subscribeToMinutes, currentMinute, () => serverNow);
}
