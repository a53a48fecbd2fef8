import type { Artifact } from '@/lib/contract';
import { ApiClientError, sendApiRequest } from '@/lib/client/api';
import { envelopeData, isRecord } from '@/lib/client/json-shapes';
import { DOCUMENT_BACKOFF, backoffProgress, nextBackoffDelay, type BackoffPolicy } from './document-backoff';

export type DocumentResult =
  | { status: 'ready'; artifact: Artifact }
  /** 500: the service gave up writing it; asking again will not help. */
  | { status: 'failed'; requestId: string | null }
  | { status: 'not-found' }
  /** Still 202 after the overall limit. */
  | { status: 'still-writing' }
  | { status: 'error'; error: ApiClientError };

const sleepFor = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });

const badAnswer = (requestId: string | null) =>
  new ApiClientError({
    status: 502,
    code: 'error.bad_response',
    message: 'The server sent a document this page did not understand. Please try again.',
    requestId,
  });

/**
 * Reads a document, asking again with bounded, jittered backoff while the BFF answers 202 (being written),
 * and reporting the share of the overall wait used so far through `onWriting`.
 */
export async function pollDocument({
  documentId,
  signal,
  onWriting,
  policy = DOCUMENT_BACKOFF,
  sleep = sleepFor,
}: {
  documentId: string;
  signal: AbortSignal;
  onWriting?: (progress: number) => void;
  policy?: BackoffPolicy;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}): Promise<DocumentResult> {
  let waitedMs = 0;
  for (let attempt = 0; ; attempt += 1) {
    let response: Response;
    try {
      response = await sendApiRequest(`/api/documents/${encodeURIComponent(documentId)}`, { signal });
    } catch (error) {
      if (!(error instanceof ApiClientError)) throw error;
      if (error.status === 404) return { status: 'not-found' };
      if (error.status === 500) return { status: 'failed', requestId: error.requestId };
      return { status: 'error', error };
    }
    const requestId = response.headers.get('x-request-id');
    if (response.status === 202) {
      const delay = nextBackoffDelay({ attempt, waitedMs }, policy);
      if (delay === null) return { status: 'still-writing' };
      onWriting?.(backoffProgress(waitedMs, policy));
      await sleep(delay, signal);
      waitedMs += delay;
      continue;
    }
    // The BFF validated the artifact; what the page reads of it is its body.
    const data = envelopeData(await response.json().catch(() => null))?.data;
    return isRecord(data) && isRecord(data.content) && typeof data.content.body === 'string'
      ? { status: 'ready', artifact: data as Artifact }
      : { status: 'error', error: badAnswer(requestId) };
  }
}
