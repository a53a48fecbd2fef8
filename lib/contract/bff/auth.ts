import { z } from 'zod';
import { createUserBodySchema, EMAIL_MAX_LENGTH } from '@/lib/contract';
import { checkPasswordPolicy, SIGN_IN_PASSWORD_MAX_UNITS } from './password-policy';
import type { StaffRole } from './staff-values';

export const SESSION_KINDS = ['patient', 'staff'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

/** What the browser may know about who is signed in. */
export interface AccountSummary {
  kind: SessionKind;
  email: string;
  name: string | null;
  role?: StaffRole;
}

const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Must be an e-mail address' }).max(EMAIL_MAX_LENGTH));

// The rules that need no list; the owner's name and address and the list of common passwords are checked
// where the account is made (assertPasswordAcceptable).
export const newPasswordSchema = z.string().superRefine((password, context) => {
  const problem = checkPasswordPolicy(password);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

const userFields = createUserBodySchema.shape;

export const registerBodySchema = z.strictObject({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: userFields.firstName.unwrap(),
  lastName: userFields.lastName.unwrap(),
  dateOfBirth: userFields.dateOfBirth,
  phoneNumber: userFields.phoneNumber,
  sex: userFields.sex,
});

export const loginBodySchema = z.strictObject({
  email: emailSchema,
  // Not the policy: an account made under an older policy must still be able to sign in.
  password: z.string().min(1, 'Must not be empty').max(SIGN_IN_PASSWORD_MAX_UNITS),
  kind: z.enum(SESSION_KINDS).default('patient'),
});

/** A signed-in person's new password; the confirmation is the form's own check and is not sent. */
export const changePasswordBodySchema = z.strictObject({
  // Not the policy, as at sign-in: a password chosen under an older policy must still be accepted here.
  currentPassword: z.string().min(1, 'Enter your current password.').max(SIGN_IN_PASSWORD_MAX_UNITS),
  newPassword: newPasswordSchema,
});

export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** "Forgot your password?": the answer is the same whether or not an account uses the address. */
export const passwordResetRequestBodySchema = z.strictObject({
  email: emailSchema,
  kind: z.enum(SESSION_KINDS).default('patient'),
});

/** The reset's secret (no bigger than a link's token or a typed code ever is) and the new password. */
export const passwordResetBodySchema = z
  .strictObject({
    kind: z.enum(SESSION_KINDS).default('patient'),
    /** From the link. */
    token: z.string().min(1).max(128).optional(),
    /** Or the address and the code from the e-mail, typed. */
    email: emailSchema.optional(),
    code: z.string().max(32).optional(),
    password: newPasswordSchema,
  })
  .superRefine((body, context) => {
    if (body.token !== undefined) return;
    if (body.email === undefined)
      context.addIssue({ code: 'custom', path: ['email'], message: 'Enter your e-mail address.' });
    if (!body.code?.trim())
      context.addIssue({ code: 'custom', path: ['code'], message: 'Enter the code from the e-mail.' });
  });

export type RegisterBody = z.infer<typeof registerBodySchema>;
export type LoginBody = z.infer<typeof loginBodySchema>;
export type PasswordResetRequestBody = z.input<typeof passwordResetRequestBodySchema>;
export type PasswordResetBody = z.input<typeof passwordResetBodySchema>;
