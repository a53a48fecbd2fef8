'use client';

import { useQuery } from '@tanstack/react-query';
import { MarkdownDocument } from '@/components/documents/markdown-document';
import { apiFetch } from '@/lib/client/api';
import { queryKeys } from '@/lib/client/query-keys';
import type { Artifact } from '@/lib/contract';
import { QueryState } from '@/components/ui/query-state';

/** A chat's document, rendered by the same sanitized Markdown module as the patient app. */
export function StaffDocument({ patientId, documentId }: { patientId: string; documentId: string }) {
  const query = useQuery({
    queryKey: queryKeys.staff.patientPart(patientId, `document:${documentId}`),
    queryFn: () =>
      apiFetch<Artifact>(
        `/api/staff/documents/${encodeURIComponent(patientId)}/${encodeURIComponent(documentId)}`,
      ),
  });
  return (
    <QueryState query={query} headingLevel={3} what="the document">
      {(artifact) => <MarkdownDocument markdown={String(artifact.content.body ?? '')} />}
    </QueryState>
  );
}
