import 'server-only';
import { ERROR_CODES } from '@/lib/contract';
import { BFF_ERROR_CODES, checkPasswordPolicy, type PasswordOwner } from '@/lib/contract/bff';
import { ApiError } from '@/lib/bff/http/api-error';
import { isCommonPassword } from '@/lib/bff/accounts/common-passwords';

/** Says no more than needed: that these details cannot make a new account. */
export const accountExists = () =>
  new ApiError({
    status: 400,
    code: BFF_ERROR_CODES.accountExists,
    message: 'An account could not be created with these details. If you already have one, sign in instead.',
  });

export const invalidCredentials = () =>
  new ApiError({
    status: 401,
    code: BFF_ERROR_CODES.invalidCredentials,
    message: 'The e-mail address or password is not correct.',
  });

export function rateLimited(retryAfterSeconds: number, what = 'Too many failed sign-in attempts.') {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new ApiError({
    status: 429,
    code: BFF_ERROR_CODES.rateLimited,
    message: `${what} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    data: { retryAfterSeconds },
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
}

export const COMMON_PASSWORD_MESSAGE =
  'This password is on a list of common or breached passwords, so it is easy to guess. Choose another.';

/**
 * The password policy as a 422 on the field (`password` unless named), like any other invalid field: the
 * rules the browser also checks, then the list of common and breached passwords, which only the server has.
 */
export function assertPasswordAcceptable(
  password: string,
  owner: PasswordOwner = {},
  path = 'password',
): void {
  const problem =
    checkPasswordPolicy(password, owner) ??
    (isCommonPassword(password) ? COMMON_PASSWORD_MESSAGE : undefined);
  if (problem === undefined) return;
  throw new ApiError({
    status: 422,
    code: ERROR_CODES.validation,
    message: 'Some of the details are not valid.',
    data: { fields: [{ path, message: problem }] },
  });
}

/** A password change with the wrong current password: said beside that field, like a validation error. */
export function wrongCurrentPassword() {
  const message = 'This is not your current password.';
  return new ApiError({
    status: 400,
    code: BFF_ERROR_CODES.wrongCurrentPassword,
    message,
    data: { fields: [{ path: 'currentPassword', message }] },
  });
}

/** A new password the same as the current one changes nothing, and would end the other sessions for nothing. */
export function samePassword() {
  return new ApiError({
    status: 422,
    code: ERROR_CODES.validation,
    message: 'Some of the details are not valid.',
    data: {
      fields: [{ path: 'newPassword', message: 'Choose a password different from your current one.' }],
    },
  });
}
