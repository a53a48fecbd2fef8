import { useEffect, useSyncExternalStore } from 'react';
import type { MarkdownRenderer } from './markdown';

/**
 * The Markdown module (marked and DOMPurify, about 27 KB compressed) is loaded the first time something
 * needs it, not with the page: a new chat shows no assistant text until the first reply, and the chat
 * page's first load stays lighter (docs/benchmark.md, "Chat page JavaScript"). Loaded once per page.
 */
export type MarkdownRendererState =
  | { status: 'loading' }
  | { status: 'ready'; render: MarkdownRenderer }
  /** The chunk could not be fetched (offline, a deployment replaced it); the next mount tries again. */
  | { status: 'failed' };

const LOADING: MarkdownRendererState = { status: 'loading' };

let state: MarkdownRendererState = LOADING;
let pending: Promise<void> | undefined;
const listeners = new Set<() => void>();

function settle(next: MarkdownRendererState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function loadMarkdownRenderer(): Promise<void> {
  if (state.status === 'ready') return Promise.resolve();
  pending ??= import('./markdown').then(
    (module) => settle({ status: 'ready', render: module.renderMarkdown }),
    () => {
      pending = undefined;
      settle({ status: 'failed' });
    },
  );
  return pending;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The renderer once loaded; asks for it on mount while `needed` (text the server's HTML already shows
 * needs none). The server's snapshot is always "loading".
 */
export function useMarkdownRenderer(needed = true): MarkdownRendererState {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => LOADING,
  );
  // Once per mount: a failed load is tried again by the next component that mounts, not in a loop.
  useEffect(() => {
    if (needed && state.status !== 'ready') void loadMarkdownRenderer();
  }, [needed]);
  return current;
}
