import { describe, expect, it } from 'vitest';
import type {
  Appointment,
  Composition,
  DocumentReference,
  Flag,
  Organization,
  Patient,
  Resource,
} from '@medplum/fhirtypes';
import { consultationDocumentBundle, patientBundle } from '@/lib/fhir';
import { bundleErrors } from '@/testing/fhir/fhir-validator';
import { barePatientRecord, EXPORT_CONTEXT, fullPatientRecord } from '@/testing/fhir/record-fixtures';

function resourcesOf<T extends Resource>(
  bundle: { entry?: { resource?: Resource }[] },
  type: T['resourceType'],
): T[] {
  return (bundle.entry ?? [])
    .map((entry) => entry.resource!)
    .filter((resource) => resource.resourceType === type) as T[];
}

describe('the patient Bundle', () => {
  it('validates for a finished consultation, a safety-ended chat, an ASAP and a cancelled appointment', () => {
    const bundle = patientBundle(fullPatientRecord(), EXPORT_CONTEXT);
    expect(bundle.type).toBe('collection');
    expect(bundleErrors(bundle)).toEqual([]);
    const types = (bundle.entry ?? []).map((entry) => entry.resource!.resourceType);
    for (const type of [
      'Organization',
      'Device',
      'Patient',
      'Encounter',
      'Composition',
      'DocumentReference',
      'Provenance',
      'Appointment',
      'Flag',
    ])
      expect(types).toContain(type);
  });

  it('validates for a patient with no name, address, sex or pharmacy', () => {
    const bundle = patientBundle(barePatientRecord(), EXPORT_CONTEXT);
    expect(bundleErrors(bundle)).toEqual([]);
    const [patient] = resourcesOf<Patient>(bundle, 'Patient');
    expect(patient!.gender).toBe('unknown');
    expect(patient!.address).toBeUndefined();
    expect(patient!.telecom).toEqual([{ system: 'email', value: 'bare@example.test' }]);
  });

  it('identifies the patient by the service user id in a system naming the organization', () => {
    const [patient] = resourcesOf<Patient>(patientBundle(fullPatientRecord(), EXPORT_CONTEXT), 'Patient');
    expect(patient!.identifier).toEqual([
      { use: 'usual', system: 'urn:consultations:organization:org-test:service-user-id', value: 'user-1' },
    ]);
    expect(patient!.gender).toBe('female');
    expect(patient!.address?.[0]).toMatchObject({ line: ['1 Main St'], city: 'Springfield', state: 'IL' });
  });

  it('gives the preferred pharmacy its NCPDP identifier', () => {
    const organizations = resourcesOf<Organization>(
      patientBundle(fullPatientRecord(), EXPORT_CONTEXT),
      'Organization',
    );
    const pharmacy = organizations.find((organization) => organization.name === 'Corner Pharmacy');
    expect(pharmacy!.identifier).toEqual([
      {
        system: 'http://terminology.hl7.org/NamingSystem/NCPDPProviderIdentificationNumber',
        value: '1234567',
      },
    ]);
  });

  it('maps an ASAP booking to the waiting list and a cancelled one to cancelled, with the state as location', () => {
    const appointments = resourcesOf<Appointment>(
      patientBundle(fullPatientRecord(), EXPORT_CONTEXT),
      'Appointment',
    );
    expect(appointments.map((appointment) => appointment.status)).toEqual(['waitlist', 'cancelled']);
    expect(appointments[0]!.contained?.[0]).toMatchObject({
      resourceType: 'Location',
      address: { state: 'IL' },
    });
  });

  it('flags the safety event from its time on', () => {
    const [flag] = resourcesOf<Flag>(patientBundle(fullPatientRecord(), EXPORT_CONTEXT), 'Flag');
    expect(flag!.period).toEqual({ start: '2026-11-21T08:00:00.000Z' });
    expect(flag!.category?.[0]?.coding?.[0]?.code).toBe('safety');
  });

  it('carries each document as base64 UTF-8 Markdown with its size and SHA-1, tied to the Encounter', () => {
    const bundle = patientBundle(fullPatientRecord(), EXPORT_CONTEXT);
    const references = resourcesOf<DocumentReference>(bundle, 'DocumentReference');
    expect(references).toHaveLength(3);
    const attachment = references[0]!.content[0]!.attachment;
    const bytes = Buffer.from('# Summary\n\nA headache.', 'utf8');
    expect(attachment).toMatchObject({
      contentType: 'text/markdown; charset=UTF-8',
      data: bytes.toString('base64'),
      size: bytes.length,
    });
    expect(references[0]!.context?.encounter?.[0]?.reference).toBe(
      bundle.entry!.find((entry) => entry.resource!.resourceType === 'Encounter')!.fullUrl,
    );
  });

  it('leaves out a document still being written and says why', () => {
    const source = fullPatientRecord();
    source.consultations[0]!.documents[0] = {
      artifactType: 'long_summary',
      artifactId: 'long-chat-1',
      state: 'generating',
    };
    const bundle = patientBundle(source, EXPORT_CONTEXT);
    expect(bundleErrors(bundle)).toEqual([]);
    expect(resourcesOf<DocumentReference>(bundle, 'DocumentReference')).toHaveLength(2);
    const [outcome] = resourcesOf(bundle, 'OperationOutcome') as {
      issue: { details?: { text?: string } }[];
    }[];
    expect(outcome!.issue[0]!.details?.text).toMatch(/long-chat-1.*still being written/);
  });
});

describe('the consultation document Bundle', () => {
  it('starts with the consult note Composition, its four sections coded with LOINC, and validates', () => {
    const result = consultationDocumentBundle(fullPatientRecord(), 'chat-1', EXPORT_CONTEXT);
    if (result.status !== 'ready') throw new Error(result.status);
    expect(bundleErrors(result.bundle)).toEqual([]);
    const composition = result.bundle.entry![0]!.resource as Composition;
    expect(composition.type.coding?.[0]?.code).toBe('11488-4');
    expect(composition.section!.map((section) => section.code?.coding?.[0]?.code)).toEqual([
      '61150-9',
      '61149-1',
      '51848-0',
      '18776-5',
    ]);
    expect(composition.section![0]!.text!.div).toContain('<strong>three days</strong>');
    expect(composition.section![0]!.text!.div).not.toContain('<script');
    const types = result.bundle.entry!.map((entry) => entry.resource!.resourceType);
    expect(types).toEqual(expect.arrayContaining(['Patient', 'Encounter', 'Device', 'Organization']));
  });

  it('is not ready while the note is being written, and absent for a chat of no consultation', () => {
    const source = fullPatientRecord();
    source.consultations[0]!.documents[2] = {
      artifactType: 'soap_note',
      artifactId: 'soap-chat-1',
      state: 'generating',
    };
    expect(consultationDocumentBundle(source, 'chat-1', EXPORT_CONTEXT).status).toBe('not-ready');
    expect(consultationDocumentBundle(source, 'chat-9', EXPORT_CONTEXT).status).toBe('not-found');
  });

  it('records a section the note lacks as empty instead of inventing it', () => {
    const source = fullPatientRecord();
    const soap = source.consultations[0]!.documents[2]!;
    if (soap.state === 'ready') soap.artifact.content.body = '## Subjective\n\nOnly this.';
    const result = consultationDocumentBundle(source, 'chat-1', EXPORT_CONTEXT);
    if (result.status !== 'ready') throw new Error(result.status);
    expect(bundleErrors(result.bundle)).toEqual([]);
    const sections = (result.bundle.entry![0]!.resource as Composition).section!;
    expect(sections[1]!.emptyReason?.coding?.[0]?.code).toBe('unavailable');
  });
});
