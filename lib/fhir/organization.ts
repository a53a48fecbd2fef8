import type { Device, Organization } from '@medplum/fhirtypes';
import type { PreferredPharmacy } from '@/lib/contract/bff';
import { NCPDP_PROVIDER_ID, CONSULTATIONS_CODES, organizationSystems } from '@/lib/fhir/fhir-systems';
import { fhirString } from '@/lib/fhir/fhir-text';
import { organizationIds } from '@/lib/fhir/export-ids';

/** The deployment's organization: the service knows it only by its key, so the key is its identifier. */
export function mapOrganization(organizationKey: string): Organization {
  return {
    resourceType: 'Organization',
    id: organizationIds(organizationKey).organization,
    identifier: [{ system: organizationSystems(organizationKey).organization, value: organizationKey }],
    active: true,
    type: [
      {
        coding: [{ system: 'http://terminology.hl7.org/CodeSystem/organization-type', code: 'prov' }],
      },
    ],
  };
}

/** The patient's preferred pharmacy, as the service's search returned it (docs/decisions/0036). */
export function mapPharmacy(pharmacy: PreferredPharmacy, id: string): Organization {
  const { address } = pharmacy;
  const line1 = fhirString(address?.line1);
  const phone = fhirString(pharmacy.phoneNumber);
  const mappedAddress = address && {
    ...(line1 && { line: [line1] }),
    ...(fhirString(address.city) && { city: fhirString(address.city) }),
    ...(fhirString(address.state) && { state: fhirString(address.state) }),
    ...(fhirString(address.postalCode) && { postalCode: fhirString(address.postalCode) }),
    country: 'US',
  };
  return {
    resourceType: 'Organization',
    id,
    identifier: [{ system: NCPDP_PROVIDER_ID, value: pharmacy.ncpdpId }],
    active: true,
    type: [{ text: 'Pharmacy' }],
    ...(fhirString(pharmacy.name) && { name: fhirString(pharmacy.name) }),
    ...(phone && { telecom: [{ system: 'phone', value: phone, use: 'work' }] }),
    ...(mappedAddress && { address: [mappedAddress] }),
  };
}

/** The service's clinical assistant, the author of every document (a software device, not a person). */
export function mapAssistantDevice(organizationKey: string): Device {
  return {
    resourceType: 'Device',
    id: organizationIds(organizationKey).device,
    status: 'active',
    deviceName: [{ name: 'Clinical assistant of the consultation service', type: 'user-friendly-name' }],
    type: {
      coding: [{ system: CONSULTATIONS_CODES.device, code: 'clinical-assistant' }],
      text: 'Clinical consultation assistant (software)',
    },
    owner: { display: 'Clinical consultation service' },
  };
}
