import RandExp from 'randexp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageOn } from '@/lib/contract';
import { createEmbeddedService, type EmbeddedService } from './index';
import {
  documentPatterns,
  requestPatternInputs,
  type PatternInput,
} from '@/testing/embedded/document-patterns';
import {
  createOpenApiClient,
  type OpenApiClient,
  type OpenApiDocument,
  type OperationCall,
} from '@/testing/embedded/openapi-client';
import { createTestOrganization } from '@/testing/embedded/test-organization';
import { testConfig } from '@/testing/embedded/test-config';

// Every pattern of the served document, read by a JavaScript generator (randexp, the one JSON Schema
// Faker uses): each must be one it can take, each value it makes must match the pattern, and at every
// place a request carries it the service must accept the value (ADR 0051).

const SEED = 20261125;
const VALUES_PER_PLACE = 8;
const OPERATION_TIMEOUT_MS = 180_000;

/** Constructs generators commonly refuse or ignore: lookaround, back-references, Unicode properties, surrogates. */
const UNPORTABLE = [/\(\?<?[=!]/, /\\[1-9]/, /\\k</, /\\[pP]\{/, /\\u[dD][89a-fA-F][0-9a-fA-F]{2}/];

/**
 * Rules a field's description states in words beside its pattern, which no pattern can: values are kept
 * to them, as a generator reading the description would be, and the description must say them.
 */
const DESCRIBED_RULES: Record<string, { says: RegExp; holds: (value: string) => boolean }> = {
  'create_partner_user dateOfBirth': {
    says: /an age from 18 through 120 years/,
    holds: (value) => ageOn(value, new Date()) >= 18 && ageOn(value, new Date()) <= 120,
  },
  'stream_partner_chat userEvent.userInput': {
    says: /At least one character other than white space/,
    holds: (value) => value.trim() !== '',
  },
};

/** A small seeded generator, so that every run draws the same values. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Values for one pattern. Beyond randexp's printable ASCII, any BMP character but the surrogate code
 * units, which the field descriptions say are refused unpaired; within the schema's length bounds, as a
 * generator that reads the whole schema keeps to them, and to the rule its description states, if any.
 * It stops at `count` values: a pattern of nested repetitions (the e-mail's) mostly draws values over its
 * length bound, each of them long to draw.
 */
function generateValues(
  schema: { pattern: string; minLength?: number; maxLength?: number },
  count: number,
  random: () => number,
  {
    holds = () => true,
    maxAttempts = count * 20,
  }: { holds?: (value: string) => boolean; maxAttempts?: number } = {},
): string[] {
  const generator = new RandExp(schema.pattern);
  generator.randInt = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  generator.max = 40;
  generator.defaultRange.add(0xa0, 0xd7ff);
  generator.defaultRange.add(0xe000, 0xfffd);
  const values: string[] = [];
  for (let attempt = 0; values.length < count && attempt < maxAttempts; attempt++) {
    const value = generator.gen();
    if (value.length < (schema.minLength ?? 0) || value.length > (schema.maxLength ?? Infinity)) continue;
    if (holds(value)) values.push(value);
  }
  return values;
}

/** The service refused the value itself: a shape or content error that names the field. */
async function refusedField(response: Response, field: string): Promise<string | null> {
  if (response.status !== 422 && response.status !== 400) return null;
  const body = (await response.json()) as { code: string; data?: { fields?: { path: string }[] } };
  if (body.code !== 'error.validation' && body.code !== 'error.partner.validation') return null;
  const named = (body.data?.fields ?? []).some((issue) => issue.path === field);
  return named ? JSON.stringify(body) : null;
}

function withValueAt(value: unknown, path: readonly string[], replacement: string): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string, ...string[]];
  const object = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  return { ...object, [head]: withValueAt(object[head], rest, replacement) };
}

describe('the patterns of the served document, with generated values', () => {
  let service: EmbeddedService;
  let document: OpenApiDocument;
  let client: OpenApiClient;
  let baseCalls: Record<string, OperationCall>;

  beforeAll(async () => {
    service = await createEmbeddedService({ config: testConfig({ turnsPerMinute: 100_000 }) });
    const org = await createTestOrganization(service, 'patterns');
    document = await (await org.call('/openapi.json')).json();
    client = createOpenApiClient(document, { token: org.token, fetch: service.fetch });
    const userId: string = (await (await client.call('create_partner_user', { body: {} })).json()).data.id;
    const chatId: string = (await (await client.call('create_partner_chat', { userId, body: {} })).json())
      .data.id;
    const location = { state: 'OR' };
    const startsAt = '2030-01-07T15:00:00Z';
    // A request each operation accepts, so that a refusal can only be of the value put in.
    baseCalls = {
      create_partner_user: { body: {} },
      create_partner_chat: { userId, body: {} },
      stream_partner_chat: {
        userId,
        path: { chatId },
        body: { userEvent: { type: 'user_message', userInput: 'Hello' } },
      },
      get_partner_chat: { userId, path: { chatId } },
      list_partner_chat_messages: { userId, path: { chatId } },
      get_partner_artifact: { userId, path: { artifactId: 'artifact-0' } },
      put_partner_user_address: {
        userId,
        body: { line1: '1 Main St', city: 'Eugene', ...location, postalCode: '97403' },
      },
      get_partner_available_slots: { userId, query: { state: 'OR' } },
      book_partner_scheduled_appointment: { userId, body: { chatId, startsAt, location } },
      book_partner_asap_appointment: { userId, body: { chatId, location } },
      get_partner_appointment: { userId, path: { appointmentId: 'appointment-0' } },
      cancel_partner_appointment: { userId, path: { appointmentId: 'appointment-0' } },
      reschedule_partner_appointment: {
        userId,
        path: { appointmentId: 'appointment-0' },
        body: { startsAt, location },
      },
      search_partner_pharmacies: { body: { searchTerm: 'Eugene' } },
      put_partner_user_pharmacy: { userId, body: { ncpdpId: '0000000' } },
    };
  });
  afterAll(() => service.close());

  it('uses no construct that common generators refuse', () => {
    const patterns = [...documentPatterns(document)];
    expect(patterns.length).toBeGreaterThan(5);
    for (const pattern of patterns) {
      for (const construct of UNPORTABLE) expect(pattern, `${construct}`).not.toMatch(construct);
    }
  });

  it('gives values that match each pattern, read with and without the u flag', () => {
    const random = seededRandom(SEED);
    for (const pattern of documentPatterns(document)) {
      const values = generateValues({ pattern }, 50, random);
      expect(values, pattern).toHaveLength(50);
      for (const flags of ['', 'u']) {
        const regex = new RegExp(pattern, flags);
        for (const value of values)
          expect(regex.test(value), `${JSON.stringify(value)} ${pattern}`).toBe(true);
      }
    }
  });

  it('finds the patterned inputs of the requests, stored text among them', () => {
    const places = requestPatternInputs(document).map(
      (input) => `${input.operationId} ${input.path.join('.')}`,
    );
    expect(places).toContain('create_partner_user firstName');
    expect(places).toContain('stream_partner_chat userEvent.userInput');
    expect(places).toContain('stream_partner_chat chatId');
    expect(places).toContain('create_partner_user Idempotency-Key');
  });

  it(
    'the service accepts every generated value wherever a request carries the pattern',
    async () => {
      const random = seededRandom(SEED + 1);
      const refusals: string[] = [];
      for (const input of requestPatternInputs(document)) {
        const base = baseCalls[input.operationId];
        expect(base, `a base request for ${input.operationId}`).toBeDefined();
        const rule = DESCRIBED_RULES[`${input.operationId} ${fieldName(input)}`];
        if (rule) expect(input.schema.description).toMatch(rule.says);
        const values = generateValues(input.schema, VALUES_PER_PLACE, random, {
          holds: rule?.holds,
          maxAttempts: VALUES_PER_PLACE * 400,
        });
        expect(values.length, fieldName(input)).toBeGreaterThan(0);
        for (const value of values) {
          // A URL cannot carry `.` or `..` as a segment: it is resolved away before it is sent.
          if (input.location === 'path' && (value === '.' || value === '..')) continue;
          const call = placed(base!, input, value);
          const refusal = await refusedField(await client.call(input.operationId, call), fieldName(input));
          if (refusal)
            refusals.push(
              `${input.operationId} ${input.path.join('.')}=${JSON.stringify(value)}: ${refusal}`,
            );
        }
      }
      expect(refusals).toEqual([]);
    },
    OPERATION_TIMEOUT_MS,
  );
});

function fieldName(input: PatternInput): string {
  return input.path.join('.');
}

function placed(base: OperationCall, input: PatternInput, value: string): OperationCall {
  const [name] = input.path as [string];
  if (input.location === 'body') return { ...base, body: withValueAt(base.body, input.path, value) };
  if (input.location === 'path') return { ...base, path: { ...base.path, [name]: value } };
  if (input.location === 'query') return { ...base, query: { ...base.query, [name]: value } };
  if (name === 'Idempotency-Key') return { ...base, idempotencyKey: value };
  throw new Error(`No way to send the header ${name}`);
}
