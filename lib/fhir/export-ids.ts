import { fhirId, fullUrl } from '@/lib/fhir/fhir-ids';
import { organizationSystems, type OrganizationSystems } from '@/lib/fhir/fhir-systems';

/**
 * How resources point at each other: inside a Bundle every entry's fullUrl is a `urn:uuid:`, and
 * references use it; in Bulk Data NDJSON there is no Bundle, and references are `Type/id`.
 */
export type ReferenceStyle = 'bundle' | 'bulk';

export interface ExportIds {
  systems: OrganizationSystems;
  serviceUserIdValue: string;
  organization: string;
  device: string;
  patient: string;
  pharmacy: (ncpdpId: string) => string;
  encounter: (chatId: string) => string;
  composition: (artifactId: string) => string;
  documentReference: (artifactId: string) => string;
  provenance: (artifactId: string) => string;
  appointment: (appointmentId: string) => string;
  flag: (chatId: string, guardianId: string) => string;
  reference: (resourceType: string, id: string) => string;
}

/** Ids of the organization's resources, the same at every export (see fhirId). */
export function organizationIds(organizationKey: string) {
  return {
    organization: fhirId('Organization', organizationKey),
    device: fhirId('Device', organizationKey, 'clinical-assistant'),
  };
}

export function exportIds({
  organizationKey,
  serviceUserId,
  style,
}: {
  organizationKey: string;
  serviceUserId: string;
  style: ReferenceStyle;
}): ExportIds {
  const of = (resourceType: string, sourceId: string) => fhirId(resourceType, organizationKey, sourceId);
  return {
    systems: organizationSystems(organizationKey),
    serviceUserIdValue: serviceUserId,
    ...organizationIds(organizationKey),
    patient: of('Patient', serviceUserId),
    pharmacy: (ncpdpId) => fhirId('Organization', 'ncpdp', ncpdpId),
    encounter: (chatId) => of('Encounter', chatId),
    composition: (artifactId) => of('Composition', artifactId),
    documentReference: (artifactId) => of('DocumentReference', artifactId),
    provenance: (artifactId) => of('Provenance', artifactId),
    appointment: (appointmentId) => of('Appointment', appointmentId),
    flag: (chatId, guardianId) => of('Flag', `${chatId}/${guardianId}`),
    reference: (resourceType, id) => (style === 'bundle' ? fullUrl(id) : `${resourceType}/${id}`),
  };
}
