import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '@/lib/contract';
import { ServiceError, type ServiceClient } from '@/lib/service';
import { configureRemoteModeInMemory, insertPatientAccount, rejectionOf } from '@/testing/account-fixtures';
import { findPatientByEmail, registerPatient } from '@/lib/bff/accounts/patient-accounts';
import { getServiceClient } from '@/lib/bff/service/deployment-service-client';
import { getOrganizationKey } from '@/lib/bff/service/service-target';
import type * as ServiceClientModule from '@/lib/bff/service/deployment-service-client';

configureRemoteModeInMemory({ token: 'tok-patient-accounts-test' });

// The service is a stub whose createUser each test sets; everything else in the module is real.
vi.mock('@/lib/bff/service/deployment-service-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ServiceClientModule>()),
  getServiceClient: vi.fn(),
}));

const createUser = vi.fn<ServiceClient['createUser']>();

beforeAll(() => {
  vi.mocked(getServiceClient).mockResolvedValue({ createUser } as unknown as ServiceClient);
});

beforeEach(() => {
  createUser.mockReset();
});

const register = (email: string) =>
  registerPatient({
    email,
    emailConfirmedAt: new Date(),
    password: 'correct-horse-battery',
    profile: { firstName: 'Lisa', lastName: 'Simpson' },
  });

describe('registerPatient', () => {
  it('answers a lost registration race (the same idempotency key in flight) as an existing account', async () => {
    createUser.mockRejectedValue(
      new ServiceError({
        status: 409,
        code: ERROR_CODES.idempotencyConflict,
        message: 'A request with this idempotency key is still in progress.',
        data: { reason: 'in_progress' },
      }),
    );
    const error = await rejectionOf(register('lisa@springfield.test'));
    expect(error.status).toBe(400);
    expect(error.code).toBe('error.account.exists');
    expect(createUser).toHaveBeenCalledTimes(1);
  });

  it('answers a taken address in the service as an existing account', async () => {
    createUser.mockRejectedValue(
      new ServiceError({ status: 409, code: ERROR_CODES.userConflict, message: 'The user exists.' }),
    );
    const error = await rejectionOf(register('lisa.2@springfield.test'));
    expect(error.status).toBe(400);
    expect(error.code).toBe('error.account.exists');
  });

  it('lets any other service error through', async () => {
    const unavailable = new ServiceError({ status: 503, code: 'error.unavailable', message: 'Down.' });
    createUser.mockRejectedValue(unavailable);
    await expect(register('lisa.3@springfield.test')).rejects.toBe(unavailable);
  });
});

describe('findPatientByEmail', () => {
  it('finds the account whatever the case and spacing of the address', async () => {
    const organizationKey = await getOrganizationKey();
    await insertPatientAccount({
      id: 'pat_maggie',
      email: 'maggie@springfield.test',
      organizationKey,
      password: 'correct-horse-battery',
    });
    const found = await findPatientByEmail({ organizationKey, email: '  Maggie@Springfield.TEST ' });
    expect(found?.id).toBe('pat_maggie');
  });
});
