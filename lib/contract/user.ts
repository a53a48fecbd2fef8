import { z } from 'zod';
import { isoDateSchema, isoDateTimeSchema, opaqueIdSchema, singleLineTextSchema } from './primitives';
import { hasNoPriorIssues } from './validation';
import { EMAIL_MAX_LENGTH, MAX_AGE_YEARS, MIN_AGE_YEARS, NAME_MAX_LENGTH, USER_SEXES } from './user-values';

/** The service sends every field, absent ones as null; `sex` is an open enumeration on read. */
export const userSchema = z
  .looseObject({
    id: opaqueIdSchema,
    createdAt: isoDateTimeSchema,
    firstName: z.string().nullish(),
    lastName: z.string().nullish(),
    dateOfBirth: isoDateSchema.nullish(),
    email: z.string().nullish(),
    phoneNumber: z.string().nullish(),
    sex: z.string().nullish(),
  })
  .meta({ id: 'User' });

export type User = z.infer<typeof userSchema>;

const ISO_DATE_PARTS = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whole years from `dateOfBirth` (YYYY-MM-DD) to the UTC calendar day of `today`.
 * A 29 February birthday is reached on 1 March in common years.
 */
export function ageOn(dateOfBirth: string, today: Date): number {
  const match = ISO_DATE_PARTS.exec(dateOfBirth);
  if (!match) throw new RangeError(`Not an ISO date: ${dateOfBirth}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const todayMonth = today.getUTCMonth() + 1;
  const birthdayReached = todayMonth > month || (todayMonth === month && today.getUTCDate() >= day);
  return today.getUTCFullYear() - year - (birthdayReached ? 0 : 1);
}

const PHONE_SEPARATORS = /[\s\-()]/g;
// The written form: with the separators removed, it is an optional `+` and 7 to 15 digits.
const PHONE_NUMBER_INPUT_PATTERN = /^[\s\-()]*\+?(?:[\s\-()]*[0-9]){7,15}[\s\-()]*$/;

export function normalizePhoneNumber(phoneNumber: string): string {
  return phoneNumber.replace(PHONE_SEPARATORS, '');
}

/** E.164-like: an optional `+` and 7–15 digits; spaces, dashes and parentheses are allowed and removed. */
export const phoneNumberInputSchema = z
  .string()
  .regex(PHONE_NUMBER_INPUT_PATTERN, 'Must be a phone number: an optional + and 7 to 15 digits')
  .transform(normalizePhoneNumber);

const personNameSchema = singleLineTextSchema({ min: 1, max: NAME_MAX_LENGTH });

// zod's e-mail pattern, which JSON Schema's wider `email` format would misstate; the document's copy
// allows the surrounding white space that trimming removes.
const EMAIL_INPUT_PATTERN = `^\\s*(?:${z.regexes.email.source.replace(/^\^|\$$/g, '')})\\s*$`;

const emailInputSchema = z
  .string()
  .trim()
  .regex(z.regexes.email, 'Must be an e-mail address')
  .max(EMAIL_MAX_LENGTH, `Must be at most ${EMAIL_MAX_LENGTH} characters`)
  .meta({
    pattern: EMAIL_INPUT_PATTERN,
    description: 'An e-mail address; surrounding white space is removed',
  });

function dateOfBirthSchema(today: () => Date) {
  return isoDateSchema
    .refine(
      (value) => {
        const age = ageOn(value, today());
        return age >= MIN_AGE_YEARS && age <= MAX_AGE_YEARS;
      },
      { error: `Age must be from ${MIN_AGE_YEARS} through ${MAX_AGE_YEARS} years`, when: hasNoPriorIssues },
    )
    .meta({
      // A rule no pattern can state: generators that read only the pattern are told it here.
      description: `A date (YYYY-MM-DD): an age from ${MIN_AGE_YEARS} through ${MAX_AGE_YEARS} years on the day of the request (422 otherwise)`,
    });
}

function buildCreateUserBodySchema(today: () => Date) {
  return z.strictObject({
    firstName: personNameSchema.optional(),
    lastName: personNameSchema.optional(),
    dateOfBirth: dateOfBirthSchema(today).optional(),
    email: emailInputSchema.optional(),
    phoneNumber: phoneNumberInputSchema.optional(),
    sex: z.enum(USER_SEXES, { error: `Must be one of ${USER_SEXES.join(', ')}` }).optional(),
  });
}

/** The create-user body with the age check pinned to `today`, for tests and replays. */
export function createUserBodySchemaAt(today: Date) {
  return buildCreateUserBodySchema(() => today);
}

/** The create-user body; the age check reads the clock at parse time. */
export const createUserBodySchema = buildCreateUserBodySchema(() => new Date()).meta({
  id: 'CreateUserRequest',
});

export type CreateUserBody = z.infer<typeof createUserBodySchema>;
export type CreateUserBodyInput = z.input<typeof createUserBodySchema>;
