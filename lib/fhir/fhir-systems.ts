/** Code systems and naming systems the export uses (docs/decisions/0052-fhir-export-mapping.md). */
export const LOINC = 'http://loinc.org';
export const NCPDP_PROVIDER_ID = 'http://terminology.hl7.org/NamingSystem/NCPDPProviderIdentificationNumber';
export const ACT_CODE = 'http://terminology.hl7.org/CodeSystem/v3-ActCode';
export const FLAG_CATEGORY = 'http://terminology.hl7.org/CodeSystem/flag-category';
export const APPOINTMENT_TYPE = 'http://terminology.hl7.org/CodeSystem/v2-0276';
export const PROVENANCE_PARTICIPANT_TYPE =
  'http://terminology.hl7.org/CodeSystem/provenance-participant-type';
export const DOCUMENT_REFERENCE_CATEGORY =
  'http://hl7.org/fhir/us/core/CodeSystem/us-core-documentreference-category';

/** This deployment's own systems: every one names the organization, so two deployments never collide. */
export function organizationSystems(organizationKey: string) {
  const base = `urn:consultations:organization:${encodeURIComponent(organizationKey)}`;
  return {
    organization: 'urn:consultations:organization',
    serviceUserId: `${base}:service-user-id`,
    consultation: `${base}:chat-id`,
    artifact: `${base}:artifact-id`,
    appointment: `${base}:appointment-id`,
    safetyEvent: `${base}:guardian-id`,
    exportedDocument: `${base}:document-bundle`,
  };
}

export type OrganizationSystems = ReturnType<typeof organizationSystems>;

/** Local codes where no standard one says what the service means. */
export const CONSULTATIONS_CODES = {
  artifactType: 'urn:consultations:artifact-type',
  chatEvent: 'urn:consultations:chat-event',
  device: 'urn:consultations:device',
} as const;

export const SOAP_SECTIONS = [
  { key: 'subjective', loinc: '61150-9', display: 'Subjective Narrative', title: 'Subjective' },
  { key: 'objective', loinc: '61149-1', display: 'Objective Narrative', title: 'Objective' },
  { key: 'assessment', loinc: '51848-0', display: 'Evaluation note', title: 'Assessment' },
  { key: 'plan', loinc: '18776-5', display: 'Plan of care note', title: 'Plan' },
] as const;

export type SoapSectionKey = (typeof SOAP_SECTIONS)[number]['key'];

export const CONSULT_NOTE = { system: LOINC, code: '11488-4', display: 'Consult note' } as const;
export const SUMMARY_OF_EPISODE = {
  system: LOINC,
  code: '34133-9',
  display: 'Summary of episode note',
} as const;
