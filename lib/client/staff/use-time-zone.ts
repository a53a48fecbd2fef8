'use client';

import { useSyncExternalStore } from 'react';
import { browserTimeZone } from '@/lib/client/format-time';

const noSubscription = () => () => undefined;

/** The browser's zone; UTC while hydrating, so that the server's HTML matches the first render. */
export function useTimeZone(): string {
  return useSyncExternalStore(noSubscription, browserTimeZone, () => 'UTC');
}
