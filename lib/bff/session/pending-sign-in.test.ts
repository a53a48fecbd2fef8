import { describe, expect, it, vi } from 'vitest';
import { sealSession, unsealSession } from '@/lib/bff/session/session';
import {
  PENDING_SIGN_IN_SECONDS,
  sealPendingSignIn,
  unsealPendingSignIn,
} from '@/lib/bff/session/pending-sign-in';

vi.mock('server-only', () => ({}));

const secret = 'pending-sign-in-test-secret-0123456789abcdef';

describe('the state between the password and the second factor', () => {
  it('is not a session: its seal never opens as one, and a session never opens as it', async () => {
    const issuedAt = Date.now();
    const pending = await sealPendingSignIn({
      pending: { accountId: 'stf_1', kind: 'staff', version: 0, issuedAt },
      secret,
    });
    expect(await unsealPendingSignIn({ seal: pending, secret })).toMatchObject({
      accountId: 'stf_1',
      kind: 'staff',
      purpose: 'second-factor',
    });
    expect(await unsealSession({ seal: pending, secret })).toBeNull();

    const session = await sealSession({
      data: { sessionId: 'ses_1', accountId: 'stf_1', kind: 'staff', version: 0, issuedAt },
      secret,
    });
    expect(await unsealPendingSignIn({ seal: session, secret })).toBeNull();
  });

  it('lasts five minutes', async () => {
    const issuedAt = Date.now();
    const seal = await sealPendingSignIn({
      pending: { accountId: 'pat_1', kind: 'patient', version: 2, issuedAt },
      secret,
    });
    const justBefore = issuedAt + PENDING_SIGN_IN_SECONDS * 1000 - 1_000;
    expect(await unsealPendingSignIn({ seal, secret, now: justBefore })).not.toBeNull();
    expect(
      await unsealPendingSignIn({ seal, secret, now: issuedAt + PENDING_SIGN_IN_SECONDS * 1000 + 1_000 }),
    ).toBeNull();
  });

  it('opens only with its own secret, and not when altered', async () => {
    const seal = await sealPendingSignIn({
      pending: { accountId: 'pat_1', kind: 'patient', version: 0, issuedAt: Date.now() },
      secret,
    });
    expect(await unsealPendingSignIn({ seal, secret: `${secret}-other` })).toBeNull();
    expect(await unsealPendingSignIn({ seal: `${seal.slice(0, -4)}AAAA`, secret })).toBeNull();
  });
});
