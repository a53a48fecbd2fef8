'use client';

import { useCallback, useEffect, useState } from 'react';
import type { Artifact } from '@/lib/contract';
import { pollDocument, type DocumentResult } from './poll-document';

export type DocumentState = { status: 'loading' } | { status: 'writing'; progress: number } | DocumentResult;

/**
 * A document, polled while it is being written; `retry` starts over (after "still being written").
 * `ready`: the document as the server already read it for the page's first view, so none is fetched.
 */
export function useDocument(documentId: string, ready?: Artifact) {
  const [view, setView] = useState<DocumentState>(ready ? { status: 'ready', artifact: ready } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const readOnServer = ready !== undefined && attempt === 0;
  useEffect(() => {
    if (readOnServer) return;
    const abort = new AbortController();
    pollDocument({
      documentId,
      signal: abort.signal,
      onWriting: (progress) => setView({ status: 'writing', progress }),
    }).then(
      (result) => {
        if (!abort.signal.aborted) setView(result);
      },
      () => {
        // Aborted: the page moved on.
      },
    );
    return () => abort.abort();
  }, [documentId, attempt, readOnServer]);
  const retry = useCallback(() => {
    setView({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { view, retry };
}
