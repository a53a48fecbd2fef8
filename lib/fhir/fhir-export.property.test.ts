import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Address, Appointment, User } from '@/lib/contract';
import type { PreferredPharmacy } from '@/lib/contract/bff';
import { consultationDocumentBundle, patientBundle, type PatientRecordSource } from '@/lib/fhir';
import { bundleErrors } from '@/testing/fhir/fhir-validator';
import { artifact, EXPORT_CONTEXT } from '@/testing/fhir/record-fixtures';

/** Any Unicode a person could type or paste, as stored: no NUL, no unpaired surrogate (ADR 0031). */
const typed = fc.string({ unit: 'binary', maxLength: 40 }).map((text) => text.replaceAll('\u0000', ''));
const optionalTyped = fc.option(typed, { nil: null });
const instant = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString());
const id = fc.stringMatching(/^[A-Za-z0-9_-]{1,24}$/);

const user: fc.Arbitrary<User> = fc.record({
  id,
  createdAt: instant,
  firstName: optionalTyped,
  lastName: optionalTyped,
  dateOfBirth: fc.option(
    instant.map((value) => value.slice(0, 10)),
    { nil: null },
  ),
  email: optionalTyped,
  phoneNumber: optionalTyped,
  sex: fc.option(fc.oneof(fc.constantFrom('male', 'female', 'other'), typed), { nil: null }),
});

const address: fc.Arbitrary<Address | null> = fc.option(
  fc.record({
    line1: optionalTyped,
    line2: optionalTyped,
    city: optionalTyped,
    state: optionalTyped,
    postalCode: optionalTyped,
  }),
  { nil: null },
);

const pharmacy: fc.Arbitrary<PreferredPharmacy | null> = fc.option(
  fc.record({
    ncpdpId: fc.stringMatching(/^[0-9]{7}$/),
    name: typed,
    address: fc.record({ line1: typed, city: typed, state: typed, postalCode: typed }),
    phoneNumber: typed,
  }),
  { nil: null },
);

/** Markdown as a note may hold it: the patient's words quoted in headings, lists, quotes and raw HTML. */
const noteBody = fc
  .array(
    fc.oneof(
      typed,
      typed.map((text) => `## Subjective\n\nThe patient wrote: "${text}"`),
      typed.map((text) => `## Plan\n\n- ${text}\n> ${text}`),
      typed.map((text) => `<b onclick="x">${text}</b>`),
      fc.constantFrom('## Objective', '## Assessment', '# SOAP note', '| a |\n|---|\n| b |'),
    ),
    { maxLength: 8 },
  )
  .map((parts) => parts.join('\n\n'));

const appointment: fc.Arbitrary<Appointment> = fc.record({
  id,
  createdAt: instant,
  chatId: id,
  status: fc.oneof(fc.constantFrom('booked', 'cancelled'), typed),
  durationMinutes: fc.constantFrom(15, 20, 0),
  location: fc.record({ state: typed }),
  startsAt: fc.option(instant, { nil: null }),
  endsAt: fc.option(instant, { nil: null }),
  waitingRoomUrl: fc.constant(null),
});

const record: fc.Arbitrary<PatientRecordSource> = fc
  .record({
    user,
    address,
    pharmacy,
    email: typed,
    note: noteBody,
    summary: noteBody,
    appointments: fc.array(appointment, { maxLength: 2 }),
  })
  .map(({ user, address, pharmacy, email, note, summary, appointments }) => ({
    account: { id: 'account', email },
    user,
    address,
    preferredPharmacy: pharmacy,
    consultations: [
      {
        chatId: 'chat-1',
        chatCreatedAt: '2026-11-20T10:00:00.000Z',
        completedAt: '2026-11-20T10:29:00.000Z',
        documents: [
          {
            artifactType: 'long_summary',
            artifactId: 'long',
            state: 'ready',
            artifact: artifact('long_summary', 'chat-1', summary, 'long'),
          },
          { artifactType: 'short_summary', artifactId: 'short', state: 'generating' },
          {
            artifactType: 'soap_note',
            artifactId: 'soap',
            state: 'ready',
            artifact: artifact('soap_note', 'chat-1', note, 'soap'),
          },
        ],
      },
    ],
    appointments,
    safetyEvents: [{ chatId: 'chat-2', guardianId: 'g', at: '2026-11-21T08:00:00.000Z' }],
  }));

describe('whatever a patient typed', () => {
  it('gives a patient Bundle and a document Bundle that validate', () => {
    fc.assert(
      fc.property(record, (source) => {
        expect(bundleErrors(patientBundle(source, EXPORT_CONTEXT))).toEqual([]);
        const document = consultationDocumentBundle(source, 'chat-1', EXPORT_CONTEXT);
        if (document.status !== 'ready') throw new Error(document.status);
        expect(bundleErrors(document.bundle)).toEqual([]);
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});
