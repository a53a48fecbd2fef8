import { userSchema, type CreateUserBodyInput, type PutAddressBodyInput, type User } from '@/lib/contract';
import { expectNullResult, expectSuccess } from './expectations';
import { api, type Caller } from './http-client';
import { target } from './target';
import { uniqueEmail, uniquePhoneNumber } from './unique';

/** A user created for one check, with the credentials that act on it. */
export interface TestUser {
  token: string;
  userId: string;
  user: User;
}

export const FULL_ADDRESS = {
  line1: '1200 SW Broadway',
  line2: 'Suite 3',
  city: 'Portland',
  state: 'OR',
  postalCode: '97205',
} as const satisfies PutAddressBodyInput;

export function fullProfile(): CreateUserBodyInput {
  return {
    firstName: 'Casey',
    lastName: 'Conformance',
    dateOfBirth: '1986-04-12',
    email: uniqueEmail(),
    phoneNumber: uniquePhoneNumber(),
    sex: 'female',
  };
}

export async function createUser(
  profile: CreateUserBodyInput = {},
  { token = target.token }: { token?: string } = {},
): Promise<TestUser> {
  const response = await api.post('/users/', { token, json: profile });
  const user = expectSuccess(response, { status: 201, data: userSchema });
  return { token, userId: user.id, user };
}

/** A user with every profile field and a full address on file: ready to book and to set a pharmacy. */
export async function createFullUser(options: { token?: string } = {}): Promise<TestUser> {
  const created = await createUser(fullProfile(), options);
  await putAddress(created, FULL_ADDRESS);
  return created;
}

export async function putAddress(caller: Caller, address: PutAddressBodyInput): Promise<void> {
  expectNullResult(await api.put('/address/', { ...caller, json: address }), { decided: 200 });
}

/** The credentials of one user, spread into a request. */
export function as(user: TestUser): Caller {
  return { token: user.token, userId: user.userId };
}
