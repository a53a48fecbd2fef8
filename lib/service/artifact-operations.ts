import 'server-only';
import { artifactSchema, ERROR_CODES, type Artifact } from '@/lib/contract';
import { raceWithAbort } from './abort-helpers';
import type { ServiceConnection } from './service-connection';
import { CLIENT_ERROR_CODES } from '@/lib/contract/bff';
import { CLIENT_ERROR_STATUS, ServiceError } from './service-error';
import { readEnvelopeData } from './service-reply';
import { sendServiceCall } from './service-transport';

export type ArtifactResult = { status: 'ready'; artifact: Artifact } | { status: 'generating' };

export const ARTIFACT_POLL_SETTINGS = {
  firstDelayMs: 250,
  maxDelayMs: 2000,
  deadlineMs: 20_000,
} as const;

const GENERATING_STATUS = 202;

/** Doubling steps with "equal jitter": at least half of each step, so polls never bunch up at zero. */
export function computeArtifactPollDelayMs({
  pollIndex,
  random,
}: {
  pollIndex: number;
  random: () => number;
}): number {
  const step = Math.min(
    ARTIFACT_POLL_SETTINGS.maxDelayMs,
    ARTIFACT_POLL_SETTINGS.firstDelayMs * 2 ** pollIndex,
  );
  return step / 2 + (random() * step) / 2;
}

function createArtifactTimeoutError(deadlineMs: number): ServiceError {
  return new ServiceError({
    status: CLIENT_ERROR_STATUS.artifactTimeout,
    code: CLIENT_ERROR_CODES.artifactTimeout,
    message: `The document was still being generated after ${Math.round(deadlineMs / 1000)} seconds`,
  });
}

/** The interface gives a 500 here one meaning, whatever its body says: generation failed for good. */
function asGenerationFailure(error: unknown): unknown {
  if (!ServiceError.isServiceError(error) || error.status !== 500) return error;
  if (error.code === ERROR_CODES.artifactGenerationFailed) return error;
  return new ServiceError({
    status: 500,
    code: ERROR_CODES.artifactGenerationFailed,
    message: error.message,
    data: error.data,
    requestId: error.requestId,
    cause: error,
  });
}

export function createArtifactOperations(connection: ServiceConnection) {
  /** 202 means still generating (no body or delay is defined for it); a 500 is a permanent failure. */
  async function getArtifact({
    userId,
    artifactId,
    signal,
  }: {
    userId: string;
    artifactId: string;
    signal?: AbortSignal;
  }): Promise<ArtifactResult> {
    const reply = await sendServiceCall(connection, {
      method: 'GET',
      pathTemplate: '/artifacts/{artifactId}/',
      pathParams: { artifactId },
      userId,
      signal,
    }).catch((error: unknown) => {
      throw asGenerationFailure(error);
    });
    if (reply.status === GENERATING_STATUS) return { status: 'generating' };
    return { status: 'ready', artifact: readEnvelopeData({ reply, schema: artifactSchema }) };
  }

  /** Polls until the artifact is ready; past the deadline, throws `error.artifact.timeout` (504). */
  async function waitForArtifact({
    userId,
    artifactId,
    deadlineMs = ARTIFACT_POLL_SETTINGS.deadlineMs,
    signal,
  }: {
    userId: string;
    artifactId: string;
    deadlineMs?: number;
    signal?: AbortSignal;
  }): Promise<Artifact> {
    const deadline = connection.now() + deadlineMs;
    // Bounds a poll that hangs in flight, which the checks between polls cannot see.
    const expiry = new AbortController();
    const expiryTimer = setTimeout(() => expiry.abort(), deadlineMs);
    const pollSignal = signal ? AbortSignal.any([signal, expiry.signal]) : expiry.signal;
    try {
      for (let pollIndex = 0; ; pollIndex += 1) {
        const result = await getArtifact({ userId, artifactId, signal: pollSignal });
        if (result.status === 'ready') return result.artifact;
        const remainingMs = deadline - connection.now();
        if (remainingMs <= 0) throw createArtifactTimeoutError(deadlineMs);
        const delayMs = Math.min(
          computeArtifactPollDelayMs({ pollIndex, random: connection.random }),
          remainingMs,
        );
        await raceWithAbort(connection.sleep(delayMs), pollSignal);
      }
    } catch (error) {
      if (expiry.signal.aborted && !signal?.aborted) throw createArtifactTimeoutError(deadlineMs);
      throw error;
    } finally {
      clearTimeout(expiryTimer);
    }
  }

  return { getArtifact, waitForArtifact };
}

export type ArtifactOperations = ReturnType<typeof createArtifactOperations>;
