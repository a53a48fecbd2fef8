import type { Metadata } from 'next';
import { DocumentView } from '@/components/documents/document-view';
import { readyDocument } from '@/lib/bff/pages/patient-prefetches';

export const metadata: Metadata = { title: 'Document' };

export default async function DocumentPage({ params }: { params: Promise<{ documentId: string }> }) {
  const documentId = decodeURIComponent((await params).documentId);
  return <DocumentView key={documentId} documentId={documentId} ready={await readyDocument(documentId)} />;
}
