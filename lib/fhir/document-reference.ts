import { createHash } from 'node:crypto';
import type { Attachment, DocumentReference } from '@medplum/fhirtypes';
import type { Artifact, ArtifactType } from '@/lib/contract';
import {
  CONSULT_NOTE,
  CONSULTATIONS_CODES,
  DOCUMENT_REFERENCE_CATEGORY,
  SUMMARY_OF_EPISODE,
} from '@/lib/fhir/fhir-systems';
import { fhirInstant } from '@/lib/fhir/fhir-text';
import type { ExportIds } from '@/lib/fhir/export-ids';

export const DOCUMENT_TITLES: Record<ArtifactType, string> = {
  long_summary: 'Consultation summary',
  short_summary: 'Short consultation summary',
  soap_note: 'SOAP note',
};

const LOINC_TYPE: Record<ArtifactType, { system: string; code: string; display: string }> = {
  long_summary: SUMMARY_OF_EPISODE,
  short_summary: SUMMARY_OF_EPISODE,
  soap_note: CONSULT_NOTE,
};

export const MARKDOWN_CONTENT_TYPE = 'text/markdown; charset=UTF-8';

/** The Markdown exactly as the service wrote it: UTF-8 bytes in base64, their size and SHA-1 (as R4 defines `hash`). */
export function markdownAttachment(
  markdown: string,
  { title, creation }: { title: string; creation: string },
): Attachment {
  const bytes = Buffer.from(markdown, 'utf8');
  return {
    contentType: MARKDOWN_CONTENT_TYPE,
    language: 'en-US',
    // An empty base64Binary is not a valid FHIR value: an empty document has a size and hash but no data.
    ...(bytes.length > 0 && { data: bytes.toString('base64') }),
    size: bytes.length,
    hash: createHash('sha1').update(bytes).digest('base64'),
    title,
    creation,
  };
}

export function mapDocumentReference(artifact: Artifact, ids: ExportIds): DocumentReference {
  const title = DOCUMENT_TITLES[artifact.artifactType];
  const created = fhirInstant(artifact.content.createdAt);
  return {
    resourceType: 'DocumentReference',
    id: ids.documentReference(artifact.artifactId),
    masterIdentifier: { system: ids.systems.artifact, value: artifact.artifactId },
    status: 'current',
    docStatus: 'final',
    type: {
      coding: [
        LOINC_TYPE[artifact.artifactType],
        { system: CONSULTATIONS_CODES.artifactType, code: artifact.artifactType },
      ],
      text: title,
    },
    category: [{ coding: [{ system: DOCUMENT_REFERENCE_CATEGORY, code: 'clinical-note' }] }],
    subject: { reference: ids.reference('Patient', ids.patient) },
    date: created,
    author: [{ reference: ids.reference('Device', ids.device) }],
    custodian: { reference: ids.reference('Organization', ids.organization) },
    description: title,
    content: [{ attachment: markdownAttachment(artifact.content.body, { title, creation: created }) }],
    context: {
      encounter: [{ reference: ids.reference('Encounter', ids.encounter(artifact.content.chatId)) }],
    },
  };
}
