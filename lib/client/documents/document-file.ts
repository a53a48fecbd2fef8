import type { ArtifactType } from '@/lib/contract';

export const DOCUMENT_TITLES: Record<ArtifactType, string> = {
  long_summary: 'Full summary',
  short_summary: 'Short summary',
  soap_note: 'Clinical note (SOAP)',
};

const FILE_STEMS: Record<ArtifactType, string> = {
  long_summary: 'long-summary',
  short_summary: 'short-summary',
  soap_note: 'soap-note',
};

/** "soap-note-2026-11-23.md": the document type and the day it was written, in the reader's zone. */
export function documentFileName(type: ArtifactType, createdAt: string, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(createdAt),
  );
  return `${FILE_STEMS[type]}-${day}.md`;
}
