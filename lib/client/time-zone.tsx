'use client';

import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { browserTimeZone, TIME_ZONE_COOKIE } from './format-time';

const ServerTimeZone = createContext('UTC');
const noSubscription = () => () => undefined;

/**
 * The zone the server renders times in: the browser's, as a cookie told it on an earlier request (UTC
 * before the first). The cookie is written whenever it differs from the browser's own zone.
 */
export function TimeZoneProvider({ serverZone, children }: { serverZone: string; children: ReactNode }) {
  useEffect(() => {
    const zone = browserTimeZone();
    if (zone !== serverZone) {
      document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax`;
    }
  }, [serverZone]);
  return <ServerTimeZone.Provider value={serverZone}>{children}</ServerTimeZone.Provider>;
}

/**
 * The zone to show times in: the server's while hydrating, so that the first render matches its HTML,
 * then the browser's (the same one, once the cookie is set; a time shown in another zone is corrected).
 */
export function useDisplayTimeZone(): string {
  const serverZone = useContext(ServerTimeZone);
  return useSyncExternalStore(noSubscription, browserTimeZone, () => serverZone);
}
