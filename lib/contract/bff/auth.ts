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

/** Registration's first step (ADR 0088): the address only; the answer is the same for every address. */
export const registrationRequestBodySchema = z.strictObject({
  email: emailSchema,
});

/** The confirmation's link token, or the address and the code from the e-mail, typed. */
export const registrationConfirmBodySchema = z
  .strictObject({
    token: z.string().min(1).max(128).optional(),
    email: emailSchema.optional(),
    code: z.string().max(32).optional(),
  })
  .superRefine((body, context) => {
    if (body.token !== undefined) return;
    if (body.email === undefined)
      context.addIssue({ code: 'custom', path: ['email'], message: 'Enter your e-mail address.' });
    if (!body.code?.trim())
      context.addIssue({ code: 'custom', path: ['code'], message: 'Enter the code from the e-mail.' });
  });

/** What the confirmation answers: the address the rest of the form is for. */
export interface RegistrationConfirmed {
  email: string;
}

/** The rest of the form, once the address is confirmed in this browser: the address is not sent again. */
export const registerBodySchema = z.strictObject({
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
export type RegistrationRequestBody = z.input<typeof registrationRequestBodySchema>;
export type RegistrationConfirmBody = z.input<typeof registrationConfirmBodySchema>;
export type LoginBody = z.infer<typeof loginBodySchema>;
export type PasswordResetRequestBody = z.input<typeof passwordResetRequestBodySchema>;
export type PasswordResetBody = z.input<typeof passwordResetBodySchema>;

/** The login's answer for an account with two-factor sign-in: no session yet, the code step comes next. */
export interface SecondFactorChallenge {
  kind: SessionKind;
  secondFactorRequired: true;
}

export type SignInAnswer = AccountSummary | SecondFactorChallenge;

export function isSecondFactorChallenge(answer: SignInAnswer): answer is SecondFactorChallenge {
  return 'secondFactorRequired' in answer && answer.secondFactorRequired === true;
}

/** A current code from the app: six digits, spaces allowed. */
const totpCodeSchema = z
  .string()
  .trim()
  .min(1, 'Enter the code from your app.')
  .max(16, 'A code has six digits.');
/** One of the recovery codes, `ABCDE-FGHJK`. */
const recoveryCodeSchema = z
  .string()
  .trim()
  .min(1, 'Enter a recovery code.')
  .max(32, 'A recovery code has ten characters.');

/** The code step of sign-in, and turning two-factor sign-in off: a code, or one recovery code instead. */
export const secondFactorProofBodySchema = z
  .strictObject({ code: totpCodeSchema.optional(), recoveryCode: recoveryCodeSchema.optional() })
  .superRefine((body, context) => {
    if ((body.code === undefined) === (body.recoveryCode === undefined)) {
      context.addIssue({ code: 'custom', path: ['code'], message: 'Enter the code from your app.' });
    }
  })
  .transform((body) =>
    body.code !== undefined ? { code: body.code } : { recoveryCode: body.recoveryCode ?? '' },
  );

/** Confirming set-up: a code from the new key. */
export const secondFactorConfirmBodySchema = z.strictObject({ code: totpCodeSchema });

export type SecondFactorProofBody = z.input<typeof secondFactorProofBodySchema>;

/** What the account page and the profile show of a person's two-factor sign-in. */
export interface SecondFactorStatusView {
  enabled: boolean;
  recoveryCodesLeft: number;
  /** Admins cannot use the dashboard without it. */
  required: boolean;
}

/** A set-up started: the key as a QR code (an SVG data URL) and as text, waiting for its first code. */
export interface SecondFactorSetupView {
  key: string;
  uri: string;
  qrCode: string;
}

export interface SecondFactorEnabledView {
  /** Shown once: only their hashes are kept. */
  recoveryCodes: string[];
}
