import type { Metadata } from 'next';
import { DocumentView } from '@/components/documents/document-view';

export const metadata: Metadata = { title: 'Consultation document' };

export default async function DocumentPage({ params }: { params: Promise<{ artifactId: string }> }) {
  const { artifactId } = await params;
  return <DocumentView key={artifactId} artifactId={decodeURIComponent(artifactId)} />;
}
