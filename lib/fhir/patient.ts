import type { Address as FhirAddress, ContactPoint, Patient } from '@medplum/fhirtypes';
import type { Address } from '@/lib/contract';
import { fhirString } from '@/lib/fhir/fhir-text';
import type { PatientRecordSource } from '@/lib/fhir/export-source';
import type { ExportIds } from '@/lib/fhir/export-ids';

const GENDERS: Record<string, Patient['gender']> = { male: 'male', female: 'female', other: 'other' };

/** The interface shows male and female and leaves the rest open: anything else, or nothing, is `unknown`. */
export function genderFromSex(sex: string | null | undefined): NonNullable<Patient['gender']> {
  return (sex && GENDERS[sex.trim().toLowerCase()]) || 'unknown';
}

export function fhirAddress(address: Address | null | undefined): FhirAddress | undefined {
  if (!address) return undefined;
  const lines = [fhirString(address.line1), fhirString(address.line2)].filter((line) => line !== undefined);
  const mapped: FhirAddress = {
    use: 'home',
    type: 'physical',
    ...(lines.length > 0 && { line: lines }),
    ...(fhirString(address.city) && { city: fhirString(address.city) }),
    ...(fhirString(address.state) && { state: fhirString(address.state) }),
    ...(fhirString(address.postalCode) && { postalCode: fhirString(address.postalCode) }),
    country: 'US',
  };
  return lines.length > 0 || mapped.city || mapped.state || mapped.postalCode ? mapped : undefined;
}

function telecom({ user, account }: PatientRecordSource): ContactPoint[] {
  const points: ContactPoint[] = [];
  const phone = fhirString(user.phoneNumber);
  if (phone) points.push({ system: 'phone', value: phone, use: 'mobile' });
  const email = fhirString(user.email) ?? fhirString(account.email);
  if (email) points.push({ system: 'email', value: email });
  return points;
}

export function mapPatient(source: PatientRecordSource, ids: ExportIds): Patient {
  const { user } = source;
  const given = fhirString(user.firstName);
  const family = fhirString(user.lastName);
  const address = fhirAddress(source.address);
  const points = telecom(source);
  return {
    resourceType: 'Patient',
    id: ids.patient,
    identifier: [{ use: 'usual', system: ids.systems.serviceUserId, value: ids.serviceUserIdValue }],
    active: true,
    ...((given || family) && {
      name: [{ use: 'official', ...(family && { family }), ...(given && { given: [given] }) }],
    }),
    ...(points.length > 0 && { telecom: points }),
    gender: genderFromSex(user.sex),
    ...(user.dateOfBirth && { birthDate: user.dateOfBirth }),
    ...(address && { address: [address] }),
    managingOrganization: { reference: ids.reference('Organization', ids.organization) },
  };
}
