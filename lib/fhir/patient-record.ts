import type { OperationOutcome, OperationOutcomeIssue, Resource } from '@medplum/fhirtypes';
import type { ArtifactType } from '@/lib/contract';
import { mapAppointment } from '@/lib/fhir/appointment';
import { mapComposition } from '@/lib/fhir/composition';
import { DOCUMENT_TITLES, mapDocumentReference } from '@/lib/fhir/document-reference';
import { mapEncounter } from '@/lib/fhir/encounter';
import { exportIds, type ExportIds, type ReferenceStyle } from '@/lib/fhir/export-ids';
import type { ExportContext, PatientRecordSource, SourceConsultation } from '@/lib/fhir/export-source';
import { fhirId } from '@/lib/fhir/fhir-ids';
import { mapSafetyFlag } from '@/lib/fhir/flag';
import { mapAssistantDevice, mapOrganization, mapPharmacy } from '@/lib/fhir/organization';
import { mapPatient } from '@/lib/fhir/patient';
import { mapProvenance } from '@/lib/fhir/provenance';

/** A document left out of the export, and why: never a half-written one. */
export interface Omission {
  chatId: string;
  artifactId: string;
  artifactType: ArtifactType;
  reason: 'generating' | 'failed' | 'absent';
}

export interface MappedPatientRecord {
  ids: ExportIds;
  /** The patient's own resources; the organization's (Organization, Device) are apart, shared by all patients. */
  resources: Resource[];
  omissions: Omission[];
}

const OMISSION_TEXT: Record<Omission['reason'], string> = {
  generating: 'is still being written by the service and is left out; export again later',
  failed: 'could not be written by the service and is left out',
  absent: 'is no longer available from the service and is left out',
};

export function describeOmission(omission: Omission): string {
  return `The ${DOCUMENT_TITLES[omission.artifactType]} (${omission.artifactId}) of consultation ${omission.chatId} ${OMISSION_TEXT[omission.reason]}.`;
}

function consultationResources(consultation: SourceConsultation, ids: ExportIds, omissions: Omission[]) {
  const resources: Resource[] = [mapEncounter(consultation, ids)];
  for (const document of consultation.documents) {
    if (document.state !== 'ready') {
      const { artifactId, artifactType, state } = document;
      omissions.push({ chatId: consultation.chatId, artifactId, artifactType, reason: state });
      continue;
    }
    if (document.artifact.artifactType === 'soap_note')
      resources.push(mapComposition(document.artifact, ids));
    resources.push(mapDocumentReference(document.artifact, ids), mapProvenance(document.artifact, ids));
  }
  return resources;
}

/** Every resource of one patient: Patient, pharmacy, Encounters with their documents, Appointments, Flags. */
export function mapPatientRecord(
  source: PatientRecordSource,
  context: ExportContext,
  style: ReferenceStyle,
): MappedPatientRecord {
  const ids = exportIds({ organizationKey: context.organizationKey, serviceUserId: source.user.id, style });
  const omissions: Omission[] = [];
  const patient = mapPatient(source, ids);
  const resources: Resource[] = [patient];
  if (source.preferredPharmacy) {
    const pharmacyId = ids.pharmacy(source.preferredPharmacy.ncpdpId);
    resources.push(mapPharmacy(source.preferredPharmacy, pharmacyId));
  }
  const encounterIds = new Set<string>();
  for (const consultation of source.consultations) {
    encounterIds.add(consultation.chatId);
    resources.push(...consultationResources(consultation, ids, omissions));
  }
  resources.push(...source.appointments.map((appointment) => mapAppointment(appointment, ids)));
  for (const event of source.safetyEvents) {
    const encounterId = encounterIds.has(event.chatId) ? ids.encounter(event.chatId) : undefined;
    resources.push(mapSafetyFlag(event, ids, encounterId));
  }
  return { ids, resources, omissions };
}

/** The organization's own resources, which every patient's record refers to. */
export function organizationResources(organizationKey: string): Resource[] {
  return [mapOrganization(organizationKey), mapAssistantDevice(organizationKey)];
}

/** Omitted documents as an OperationOutcome of warnings, the form Bundles and Bulk Data carry notes in. */
export function omissionOutcome(omissions: Omission[], scope: string): OperationOutcome | undefined {
  if (omissions.length === 0) return undefined;
  const issue: OperationOutcomeIssue[] = omissions.map((omission) => ({
    severity: 'warning',
    code: 'incomplete',
    details: { text: describeOmission(omission) },
  }));
  return { resourceType: 'OperationOutcome', id: fhirId('OperationOutcome', scope), issue };
}
