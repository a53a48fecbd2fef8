import type { Bundle, BundleEntry, Composition, Resource } from '@medplum/fhirtypes';
import { fullUrl, fhirId } from '@/lib/fhir/fhir-ids';
import type { ExportContext, PatientRecordSource } from '@/lib/fhir/export-source';
import {
  mapPatientRecord,
  omissionOutcome,
  organizationResources,
  type Omission,
} from '@/lib/fhir/patient-record';

function entry(resource: Resource): BundleEntry {
  return { fullUrl: fullUrl(resource.id!), resource };
}

/**
 * A patient's whole record as a `collection` Bundle: the organization, the Patient and every resource of
 * theirs. Documents still being written are left out, and an OperationOutcome entry says which and why.
 */
export function patientBundle(source: PatientRecordSource, context: ExportContext): Bundle {
  const { resources, omissions, ids } = mapPatientRecord(source, context, 'bundle');
  const outcome = omissionOutcome(omissions, `${ids.patient}:${context.exportedAt.toISOString()}`);
  const all = [
    ...organizationResources(context.organizationKey),
    ...resources,
    ...(outcome ? [outcome] : []),
  ];
  return {
    resourceType: 'Bundle',
    id: fhirId('Bundle', ids.patient, context.exportedAt.toISOString()),
    type: 'collection',
    timestamp: context.exportedAt.toISOString(),
    entry: all.map(entry),
  };
}

export type DocumentBundleResult =
  { status: 'ready'; bundle: Bundle } | { status: 'not-found' } | { status: 'not-ready'; omission: Omission };

/**
 * One consultation's SOAP note as a `document` Bundle: the Composition first, then everything it points
 * at (Patient, Encounter, the assistant Device, the organization) and the note's Provenance. A note still
 * being written has no document yet.
 */
export function consultationDocumentBundle(
  source: PatientRecordSource,
  chatId: string,
  context: ExportContext,
): DocumentBundleResult {
  const consultation = source.consultations.find((candidate) => candidate.chatId === chatId);
  const soapNote = consultation?.documents.find((document) => document.artifactType === 'soap_note');
  if (!consultation || !soapNote) return { status: 'not-found' };
  if (soapNote.state !== 'ready') {
    const { artifactId, artifactType, state } = soapNote;
    return { status: 'not-ready', omission: { chatId, artifactId, artifactType, reason: state } };
  }
  const onlyThisConsultation = {
    ...source,
    consultations: [consultation],
    appointments: [],
    safetyEvents: [],
  };
  const { resources, ids } = mapPatientRecord(onlyThisConsultation, context, 'bundle');
  const compositionId = ids.composition(soapNote.artifactId);
  const composition = resources.find((resource) => resource.id === compositionId) as Composition;
  const wanted = new Set([ids.patient, ids.encounter(chatId), ids.provenance(soapNote.artifactId)]);
  const referenced = resources.filter((resource) => wanted.has(resource.id!));
  return {
    status: 'ready',
    bundle: {
      resourceType: 'Bundle',
      id: fhirId('Bundle', compositionId, context.exportedAt.toISOString()),
      identifier: { system: ids.systems.exportedDocument, value: soapNote.artifactId },
      type: 'document',
      timestamp: context.exportedAt.toISOString(),
      entry: [composition, ...referenced, ...organizationResources(context.organizationKey)].map(entry),
    },
  };
}
