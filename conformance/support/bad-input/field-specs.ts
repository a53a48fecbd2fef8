import fc from 'fast-check';
import { MESSAGE_PROMPT_CONTEXT_MAX } from '@/lib/contract';
import type { OperationFixture } from '../operations';
import { FULL_ADDRESS, fullProfile } from '../users';
import {
  badDates,
  badDateTimes,
  badIds,
  badNcpdpIds,
  badStateCodes,
  badTimeZones,
  garbageText,
  hugeString,
  unbookableDateTimes,
} from './bad-values';

/** One body field: its JSON type, whether it is required, and values of that type that are invalid. */
export interface FieldSpec {
  path: readonly string[];
  type: 'string' | 'number' | 'object';
  required?: 'interface' | 'decision';
  /** Ruled out by the interface. */
  invalid?: fc.Arbitrary<unknown>;
  /** Ruled out only by a decision (docs/decisions/0005-required-fields.md, 0008-validation-and-error-bodies.md): checked on the embedded service. */
  invalidByDecision?: fc.Arbitrary<unknown>;
}

export interface BodySpec {
  valid(fixture: OperationFixture): Record<string, unknown>;
  fields: readonly FieldSpec[];
  /** Objects that, on the strict embedded service, reject an unknown field. */
  objects: ReadonlyArray<readonly string[]>;
}

export interface QueryParamSpec {
  name: string;
  required?: boolean;
  invalid?: fc.Arbitrary<string>;
  invalidByDecision?: fc.Arbitrary<string>;
}

const blankText = fc.constantFrom('', '   ');
const freeText = (max: number): fc.Arbitrary<unknown> => fc.oneof(blankText, hugeString(max + 1));
const stateField = (path: readonly string[], required?: FieldSpec['required']): FieldSpec => ({
  path,
  type: 'string',
  required,
  invalid: fc.oneof(badStateCodes, hugeString()),
  invalidByDecision: fc.constantFrom('or', 'Or', ' OR'),
});
const locationField = (required?: FieldSpec['required']): FieldSpec[] => [
  { path: ['location'], type: 'object', required },
  stateField(['location', 'state'], required),
];

export const BODY_SPECS: Readonly<Record<string, BodySpec>> = {
  'POST /users/': {
    valid: () => ({ ...fullProfile() }),
    objects: [[]],
    fields: [
      { path: ['firstName'], type: 'string', invalidByDecision: freeText(100) },
      { path: ['lastName'], type: 'string', invalidByDecision: freeText(100) },
      { path: ['dateOfBirth'], type: 'string', invalid: fc.oneof(badDates, hugeString()) },
      {
        path: ['email'],
        type: 'string',
        invalidByDecision: fc.oneof(fc.constantFrom('not-an-email', 'a@', '@example.com'), hugeString(255)),
      },
      {
        path: ['phoneNumber'],
        type: 'string',
        invalidByDecision: fc.oneof(fc.constantFrom('call me', '123', '+', ''), hugeString(16)),
      },
      { path: ['sex'], type: 'string', invalidByDecision: fc.constantFrom('', 'unknown', 'MALE') },
    ],
  },
  'POST /chats/': {
    valid: () => ({
      timezone: 'America/Chicago',
      conversationPromptContext: 'Patient prefers short answers.',
    }),
    objects: [[]],
    fields: [
      { path: ['timezone'], type: 'string', invalid: fc.oneof(badTimeZones, hugeString()) },
      { path: ['conversationPromptContext'], type: 'string', invalidByDecision: hugeString(50_001) },
    ],
  },
  'POST /chats/{chatId}/stream/': {
    valid: () => ({
      userEvent: {
        type: 'user_message',
        userInput: 'I have a headache',
        messagePromptContext: 'First visit.',
      },
      timezone: 'UTC',
    }),
    objects: [[], ['userEvent']],
    fields: [
      { path: ['userEvent'], type: 'object', required: 'interface' },
      {
        path: ['userEvent', 'type'],
        type: 'string',
        required: 'interface',
        invalid: fc.oneof(fc.constantFrom('assistant_message', 'user-message', ''), garbageText),
      },
      {
        path: ['userEvent', 'userInput'],
        type: 'string',
        required: 'interface',
        invalid: fc.constant(''),
        invalidByDecision: fc.oneof(blankText, hugeString(10_001)),
      },
      {
        path: ['userEvent', 'messagePromptContext'],
        type: 'string',
        invalid: hugeString(MESSAGE_PROMPT_CONTEXT_MAX + 1),
      },
      { path: ['timezone'], type: 'string', invalid: fc.oneof(badTimeZones, hugeString()) },
    ],
  },
  'PUT /address/': {
    valid: () => ({ ...FULL_ADDRESS }),
    objects: [[]],
    fields: [
      { path: ['line1'], type: 'string', invalidByDecision: freeText(200) },
      { path: ['line2'], type: 'string', invalidByDecision: freeText(200) },
      { path: ['city'], type: 'string', invalidByDecision: freeText(100) },
      stateField(['state']),
      {
        path: ['postalCode'],
        type: 'string',
        invalidByDecision: fc.oneof(fc.constantFrom('1234', 'ABCDE', '97205-12', ''), hugeString(11)),
      },
    ],
  },
  'POST /appointments/scheduled/': {
    valid: (f) => ({ chatId: f.chatId, startsAt: f.slot, location: { state: FULL_ADDRESS.state } }),
    objects: [[], ['location']],
    fields: [
      { path: ['chatId'], type: 'string', required: 'decision', invalid: badIds },
      {
        path: ['startsAt'],
        type: 'string',
        required: 'decision',
        invalid: fc.oneof(badDateTimes, unbookableDateTimes, hugeString()),
      },
      ...locationField('decision'),
    ],
  },
  'POST /appointments/asap/': {
    valid: (f) => ({ chatId: f.chatId, location: { state: FULL_ADDRESS.state } }),
    objects: [[], ['location']],
    fields: [
      { path: ['chatId'], type: 'string', required: 'decision', invalid: badIds },
      ...locationField('decision'),
    ],
  },
  'POST /appointments/{appointment_id}/reschedule/': {
    valid: (f) => ({ startsAt: f.slot, location: { state: FULL_ADDRESS.state } }),
    objects: [[], ['location']],
    fields: [
      {
        path: ['startsAt'],
        type: 'string',
        required: 'decision',
        invalid: fc.oneof(badDateTimes, unbookableDateTimes, hugeString()),
      },
      ...locationField('decision'),
    ],
  },
  'PUT /pharmacy/': {
    valid: (f) => ({ ncpdpId: f.ncpdpId }),
    objects: [[]],
    fields: [
      {
        path: ['ncpdpId'],
        type: 'string',
        required: 'interface',
        invalid: fc.oneof(badNcpdpIds, hugeString()),
      },
    ],
  },
  'POST /pharmacy/search/': {
    valid: () => ({ searchTerm: 'Portland', latitude: 45.52, longitude: -122.68, state: FULL_ADDRESS.state }),
    objects: [[]],
    fields: [
      { path: ['searchTerm'], type: 'string', required: 'interface', invalidByDecision: hugeString(201) },
      // Given together or not at all: dropping one of the pair is a missing field.
      {
        path: ['latitude'],
        type: 'number',
        required: 'interface',
        invalidByDecision: fc.constantFrom(90.5, -91, 1e9),
      },
      {
        path: ['longitude'],
        type: 'number',
        required: 'interface',
        invalidByDecision: fc.constantFrom(180.5, -181, -1e9),
      },
      stateField(['state']),
    ],
  },
};

const badPage = {
  invalid: fc.constantFrom('0', '-1', 'abc', '1.5', ''),
  invalidByDecision: fc.constantFrom('1e1', '0x10', '99999999999999999999999'),
};
const badSize = {
  invalid: fc.constantFrom('0', '101', '-5', 'abc', '2.5', '1000', ''),
  invalidByDecision: fc.constantFrom('1e1', '0x10', '99999999999999999999999'),
};
const badOrderBy = (...alsoBad: string[]) =>
  fc.oneof(fc.constantFrom('name', '--createdAt', 'createdAt,updatedAt', ...alsoBad), garbageText);

export interface QuerySpec {
  /** A query the service accepts, for the parameters below to spoil one at a time. */
  valid(): Record<string, string>;
  params: readonly QueryParamSpec[];
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

export const QUERY_SPECS: Readonly<Record<string, QuerySpec>> = {
  'GET /chats/': {
    valid: () => ({ page: '1', size: '10', orderBy: '-createdAt' }),
    params: [
      { name: 'page', ...badPage },
      { name: 'size', ...badSize },
      { name: 'orderBy', invalid: badOrderBy(), invalidByDecision: fc.constant('') },
    ],
  },
  'GET /chats/{chatId}/messages/': {
    valid: () => ({ page: '1', size: '10', orderBy: 'createdAt' }),
    params: [
      { name: 'page', ...badPage },
      { name: 'size', ...badSize },
      { name: 'orderBy', invalid: badOrderBy('updatedAt', '-updatedAt'), invalidByDecision: fc.constant('') },
    ],
  },
  'GET /appointments/': {
    valid: () => ({ page: '1', size: '10', status: 'booked' }),
    params: [
      { name: 'page', ...badPage },
      { name: 'size', ...badSize },
      { name: 'status', invalidByDecision: fc.oneof(fc.constantFrom('BOOKED', 'pending'), garbageText) },
    ],
  },
  'GET /appointments/scheduled/available-slots/': {
    valid: () => ({ state: FULL_ADDRESS.state, datetimeFrom: inDays(1), datetimeTo: inDays(3) }),
    params: [
      { name: 'state', required: true, invalid: badStateCodes },
      {
        name: 'datetimeFrom',
        invalid: garbageText,
        invalidByDecision: fc.constantFrom('2030-02-30T00:00:00Z'),
      },
      // Not after datetimeFrom.
      {
        name: 'datetimeTo',
        invalid: garbageText,
        invalidByDecision: fc.constantFrom('2000-01-01T00:00:00Z'),
      },
    ],
  },
};
