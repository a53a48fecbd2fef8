import { randomBytes, randomInt } from 'node:crypto';
import { setupCall, type Target } from './http';

/** What the scenarios share: the service, and values no other request of this run (or an earlier one) used. */
export interface BenchContext {
  target: Target;
  unique: UniqueValues;
}

export interface UniqueValues {
  email(): string;
  phoneNumber(): string;
  idempotencyKey(label: string): string;
}

/** Unique per run: a service reached with --base-url keeps the users of earlier runs, and e-mails must not repeat. */
export function uniqueValues(): UniqueValues {
  const run = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  // +1 555 and seven digits: E.164 under an area code no real line has; a random start keeps runs apart.
  const phoneStart = randomInt(0, 10_000_000);
  let sequence = 0;
  return {
    email: () => `bench.${run}.${sequence++}@example.com`,
    phoneNumber: () => `+1555${String((phoneStart + sequence++) % 10_000_000).padStart(7, '0')}`,
    idempotencyKey: (label) => `bench-${label}-${run}-${sequence++}`,
  };
}

export const BENCH_STATE = 'CA';

/** Near the address below; the pharmacy search is nearest-first from here. */
export const BENCH_COORDINATES = { latitude: 37.7793, longitude: -122.4193 } as const;

export const BENCH_ADDRESS = {
  line1: '1 Dr Carlton B Goodlett Pl',
  city: 'San Francisco',
  state: BENCH_STATE,
  postalCode: '94102',
} as const;

export function fullProfile(unique: UniqueValues) {
  return {
    firstName: 'Bench',
    lastName: 'Mark',
    dateOfBirth: '1985-06-15',
    sex: 'female',
    email: unique.email(),
    phoneNumber: unique.phoneNumber(),
  };
}

/** A user with every profile field; with `address`, also ready to ask for slots and to book. */
export async function createUser(
  { target, unique }: BenchContext,
  { address = false, signal }: { address?: boolean; signal?: AbortSignal } = {},
): Promise<string> {
  const user = await setupCall<{ id: string }>(target, 'POST', '/users/', {
    json: fullProfile(unique),
    signal,
  });
  if (address) await setupCall(target, 'PUT', '/address/', { userId: user.id, json: BENCH_ADDRESS, signal });
  return user.id;
}

export async function createChat(
  { target }: BenchContext,
  userId: string,
  options: { idempotencyKey?: string; signal?: AbortSignal } = {},
): Promise<string> {
  const chat = await setupCall<{ id: string }>(target, 'POST', '/chats/', { userId, json: {}, ...options });
  return chat.id;
}
