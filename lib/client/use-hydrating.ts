import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * True while React hydrates the server's HTML (and on the server), false in every later render: the
 * one moment a component must render exactly what the server did.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
