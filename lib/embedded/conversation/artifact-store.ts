import { and, eq } from 'drizzle-orm';
import { COMPLETION_KEYS, COMPLETION_KEY_TO_ARTIFACT_TYPE } from '@/lib/contract';
import type { Database } from '@/lib/db/connection';
import { artifacts } from '@/lib/db/embedded-schema';
import { notFound } from '@/lib/embedded/http/service-failure';
import { newId } from '@/lib/embedded/ids';
import type { ConsultationDocuments } from '@/lib/embedded/engine';
import type { OwnerScope } from '@/lib/embedded/store/owner-scope';
import type { ArtifactRow } from './resources';
import type { CompletionArtifactIds } from './turn-events';

/**
 * Stores the three documents of a completed consultation. They are written at once but reported as
 * generating until `readyAt`, as a real service would; `documents: null` records a failed generation.
 */
export async function insertConsultationArtifacts(
  db: Database,
  {
    chatId,
    scope,
    documents,
    now,
    readyAt,
  }: { chatId: string; scope: OwnerScope; documents: ConsultationDocuments | null; now: Date; readyAt: Date },
): Promise<CompletionArtifactIds> {
  const ids: CompletionArtifactIds = {
    longSummary: newId('art'),
    shortSummary: newId('art'),
    soapNote: newId('art'),
  };
  await db.insert(artifacts).values(
    COMPLETION_KEYS.map((key) => ({
      id: ids[key],
      organizationId: scope.organizationId,
      userId: scope.userId,
      chatId,
      artifactType: COMPLETION_KEY_TO_ARTIFACT_TYPE[key],
      body: documents?.[key] ?? null,
      status: documents ? ('generating' as const) : ('failed' as const),
      readyAt,
      createdAt: now,
    })),
  );
  return ids;
}

export async function findArtifactInScope(
  db: Database,
  { artifactId, scope }: { artifactId: string; scope: OwnerScope },
): Promise<ArtifactRow> {
  const [row] = await db
    .select()
    .from(artifacts)
    .where(
      and(
        eq(artifacts.id, artifactId),
        eq(artifacts.organizationId, scope.organizationId),
        eq(artifacts.userId, scope.userId),
      ),
    )
    .limit(1);
  if (!row) throw notFound.artifact();
  return row;
}

export type ArtifactReadiness =
  { state: 'generating' } | { state: 'failed' } | { state: 'ready'; row: ArtifactRow & { body: string } };

/** A generating artifact is ready once its time has come; nothing needs to flip it in storage. */
export function artifactReadiness(row: ArtifactRow, now: Date): ArtifactReadiness {
  if (row.status === 'failed' || row.body === null) return { state: 'failed' };
  if (row.status === 'generating' && now.getTime() < row.readyAt.getTime()) return { state: 'generating' };
  return { state: 'ready', row: { ...row, body: row.body } };
}
