import { randomBytes, randomInt } from 'node:crypto';

/** Short, random and time-ordered: a staging service keeps the data of earlier runs. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${randomBytes(5).toString('hex')}`;
}

export function uniqueEmail(): string {
  return `conformance.${uniqueSuffix()}@example.com`;
}

/** +1 555 and seven random digits: E.164, under an area code that no real line has. */
export function uniquePhoneNumber(): string {
  return `+1555${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
}

export function uniqueIdempotencyKey(label: string): string {
  return `conformance-${label}-${uniqueSuffix()}`;
}
