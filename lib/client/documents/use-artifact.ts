'use client';

import { useCallback, useEffect, useState } from 'react';
import { pollArtifact, type ArtifactResult } from './poll-artifact';

export type ArtifactView = { status: 'loading' } | { status: 'writing'; progress: number } | ArtifactResult;

/** A document, polled while it is being written; `retry` starts over (after "still being written"). */
export function useArtifact(artifactId: string) {
  const [view, setView] = useState<ArtifactView>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const abort = new AbortController();
    pollArtifact({
      artifactId,
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
  }, [artifactId, attempt]);
  const retry = useCallback(() => {
    setView({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { view, retry };
}
