import { describe, expect, it } from 'vitest';
import type { Bundle } from '@medplum/fhirtypes';
import { bundleErrors, fhirErrors } from '@/testing/fhir/fhir-validator';

describe('the validator the export is tested with', () => {
  // It checks structure, cardinality, primitive formats and invariants; it has no terminology, so a code
  // outside a required value set is not its to catch (the mapping tests check the codes they emit).
  it('reports a missing required element, an unknown element and a blank or control-character string', () => {
    expect(fhirErrors({ resourceType: 'Appointment', status: 'booked' } as never)).not.toEqual([]);
    expect(fhirErrors({ resourceType: 'Patient', sex: 'female' } as never)).not.toEqual([]);
    expect(fhirErrors({ resourceType: 'Patient', name: [{ family: ' ' }] })).not.toEqual([]);
    expect(fhirErrors({ resourceType: 'Patient', name: [{ family: 'a\u0001' }] })).not.toEqual([]);
  });

  it('reports an invalid resource inside a Bundle, and a document Bundle without its identifier', () => {
    const bundle: Bundle = {
      resourceType: 'Bundle',
      type: 'document',
      timestamp: '2026-11-20T12:00:00.000Z',
      entry: [{ fullUrl: 'urn:uuid:1', resource: { resourceType: 'Patient', birthDate: '20-11-2026' } }],
    };
    expect(bundleErrors(bundle).join('\n')).toMatch(/birthDate/);
    expect(bundleErrors(bundle).join('\n')).toMatch(/identifier|bdl-9/);
  });
});
