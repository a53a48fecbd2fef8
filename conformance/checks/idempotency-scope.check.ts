import { describe, expect, it } from 'vitest';
import {
  chatSummarySchema,
  IDEMPOTENCY_REPLAYED_HEADER,
  idempotencyConflictDataSchema,
  REQUEST_ID_HEADER,
  userSchema,
} from '@/lib/contract';
import { expectError, expectPaged, expectSuccess, parseOrFail } from '../support/expectations';
import { api, type ApiResponse } from '../support/http-client';
import { expectPayloadMismatch, expectReplay } from '../support/idempotency';
import { target } from '../support/target';
import { as, createFullUser } from '../support/users';
import { uniqueEmail, uniqueIdempotencyKey } from '../support/unique';

describe('Idempotency-Key scope and concurrency', () => {
  it('the same key and body from another organization → a new user, not a replay', async () => {
    const idempotencyKey = uniqueIdempotencyKey('scope');
    const json = { firstName: 'Morgan' };
    const first = await api.post('/users/', { json, idempotencyKey });
    const other = await api.post('/users/', { token: target.tokenB, json, idempotencyKey });
    const [mine, theirs] = [first, other].map((response) =>
      expectSuccess(response, { status: 201, data: userSchema }),
    );
    expect(other.headers.get(IDEMPOTENCY_REPLAYED_HEADER)).not.toBe('true');
    expect(theirs?.id).not.toBe(mine?.id);
  });

  it('three concurrent POST /chats/ with the same key → one chat; the other answer is a replay or 409', async () => {
    const user = await createFullUser();
    const idempotencyKey = uniqueIdempotencyKey('race');
    const send = () => api.post('/chats/', { ...as(user), json: { timezone: 'UTC' }, idempotencyKey });
    const answers = await Promise.all([send(), send(), send()]);
    const isReplay = (answer: ApiResponse) => answer.headers.get(IDEMPOTENCY_REPLAYED_HEADER) === 'true';
    const fresh = answers.filter((answer) => answer.status === 201 && !isReplay(answer));
    const replays = answers.filter((answer) => answer.status === 201 && isReplay(answer));
    const conflicts = answers.filter((answer) => answer.status === 409);
    expect(fresh, answers.map((answer) => `${answer.status} ${answer.text}`).join('\n')).toHaveLength(1);
    expect(replays.length + conflicts.length).toBe(answers.length - 1);
    for (const replay of replays) expect(replay.body).toEqual(fresh[0]?.body);
    for (const conflict of conflicts) {
      const envelope = expectError(conflict, { status: 409, embeddedCode: 'error.idempotency.conflict' });
      if (target.embedded)
        expect(parseOrFail(idempotencyConflictDataSchema, envelope.data, 'The conflict data').reason).toBe(
          'in_progress',
        );
    }
    expect(expectPaged(await api.get('/chats/', as(user)), chatSummarySchema).total).toBe(1);
  });

  it.skipIf(!target.embedded)(
    'a refused keyed request is stored too: the replay repeats the 400 (embedded)',
    async () => {
      const email = uniqueEmail();
      await api.post('/users/', { json: { email } });
      const idempotencyKey = uniqueIdempotencyKey('refused');
      const first = await api.post('/users/', { json: { email }, idempotencyKey });
      expectError(first, { status: 400, code: 'error.user.conflict' });
      const again = await api.post('/users/', { json: { email }, idempotencyKey });
      expectError(again, { status: 400, code: 'error.user.conflict' });
      expect(again.headers.get(IDEMPOTENCY_REPLAYED_HEADER)).toBe('true');
    },
  );

  it.skipIf(!target.embedded)(
    'the same JSON written with other spacing is another payload → 409 (embedded)',
    async () => {
      const idempotencyKey = uniqueIdempotencyKey('spacing');
      await expectReplay(() => api.post('/users/', { rawBody: '{"firstName":"Quinn"}', idempotencyKey }));
      expectPayloadMismatch(
        await api.post('/users/', { rawBody: '{ "firstName": "Quinn" }', idempotencyKey }),
      );
    },
  );

  it.skipIf(!target.embedded)('a replay carries a new X-Request-ID (embedded)', async () => {
    const idempotencyKey = uniqueIdempotencyKey('request-id');
    const first = await api.post('/users/', { json: {}, idempotencyKey });
    const again = await api.post('/users/', { json: {}, idempotencyKey });
    expect(again.headers.get(IDEMPOTENCY_REPLAYED_HEADER)).toBe('true');
    expect(again.headers.get(REQUEST_ID_HEADER)).toBeTruthy();
    expect(again.headers.get(REQUEST_ID_HEADER)).not.toBe(first.headers.get(REQUEST_ID_HEADER));
  });
});
