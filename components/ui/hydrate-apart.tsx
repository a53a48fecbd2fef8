import { Suspense, type ReactNode } from 'react';

/**
 * Its children hydrate on their own, in slices the browser can interrupt, instead of inside the page's
 * first render, which runs as one long task (ADR 0100): React leaves a boundary the server finished
 * dehydrated during that render and hydrates it afterwards at a low, time-sliced priority. Only around
 * content that waits for nothing on the server, so that the boundary never streams it later (its fallback
 * is nothing).
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
