import type { Metadata } from 'next';
import { DocumentView } from '@/components/documents/document-view';
import { readyArtifact } from '@/lib/bff/pages/patient-prefetches';

export const metadata: Metadata = { title: 'Consultation document' };

export default async function DocumentPage({ params }: { params: Promise<{ artifactId: string }> }) {
  const artifactId = decodeURIComponent((await params).artifactId);
  return <DocumentView key={artifactId} artifactId={artifactId} ready={await readyArtifact(artifactId)} />;
}
