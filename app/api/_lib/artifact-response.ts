import 'server-only';
import { ARTIFACT_GENERATING_CODE } from '@/lib/contract';
import { jsonResponse } from '@/lib/bff/http/route-handler';
import type { ServiceClient } from '@/lib/service';

/** Seconds the browser waits before asking again; the interface gives the service's 202 no delay. */
export const ARTIFACT_RETRY_AFTER_SECONDS = 2;

/**
 * The artifact with the service's meaning kept: 200 ready, 202 still generating (with Retry-After),
 * 404 absent or not this user's, 500 generation failed for good (the interface's meaning of a 500 here).
 */
export async function artifactResponse({
  client,
  userId,
  artifactId,
}: {
  client: ServiceClient;
  userId: string;
  artifactId: string;
}): Promise<Response> {
  const result = await client.getArtifact({ userId, artifactId });
  if (result.status === 'generating') {
    return Response.json(
      { code: ARTIFACT_GENERATING_CODE, message: 'This document is still being prepared.', data: null },
      {
        status: 202,
        headers: { 'Retry-After': String(ARTIFACT_RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' },
      },
    );
  }
  return jsonResponse(result.artifact);
}
