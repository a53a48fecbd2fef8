// The rules a new password must meet that the browser can check as it is typed (ADR 0084). The list of
// common and breached passwords is too big for the browser: the server checks it (common-passwords.ts).
// Plain values only, no zod: the registration form imports this module (ADR 0069).

export const PASSWORD_MIN_LENGTH = 10;
/** scrypt hashes any length, but a bound keeps a single request from costing much. */
export const PASSWORD_MAX_LENGTH = 128;
/**
 * What sign-in accepts, in UTF-16 units: accounts made when the limit was 256 characters must still be
 * able to sign in, and 256 characters are at most 512 units.
 */
export const SIGN_IN_PASSWORD_MAX_UNITS = 512;
/** Shorter parts of a name or address are too common in ordinary words to refuse a password for. */
export const NAME_MIN_LENGTH = 3;
export const EMAIL_LOCAL_PART_MIN_LENGTH = 4;

/** Who the password is for: a password containing their own name or address is easy to guess. */
export interface PasswordOwner {
  email?: string;
  firstName?: string | null;
  lastName?: string | null;
}

/** Passwords are compared and hashed in NFKC, so that the same text typed on another device matches. */
export function normalizePassword(password: string): string {
  return password.normalize('NFKC');
}

/** Length in Unicode code points after NFKC normalization: what a person counts as characters. */
export function passwordLength(password: string): number {
  return Array.from(normalizePassword(password)).length;
}

/** Lowercased and normalized as the password is, so that containment ignores case and width. */
function comparable(text: string): string {
  return text.normalize('NFKC').toLowerCase().trim();
}

function emailLocalPart(email: string): string {
  const at = email.lastIndexOf('@');
  return at === -1 ? email : email.slice(0, at);
}

/** The owner's name or address found in the password, in words; undefined when there is none. */
function personalProblem(password: string, owner: PasswordOwner): string | undefined {
  const text = comparable(password);
  const local = comparable(emailLocalPart(owner.email ?? ''));
  if (Array.from(local).length >= EMAIL_LOCAL_PART_MIN_LENGTH && text.includes(local)) {
    return 'Do not use your e-mail address in your password.';
  }
  for (const name of [owner.firstName, owner.lastName]) {
    const part = comparable(name ?? '');
    if (Array.from(part).length >= NAME_MIN_LENGTH && text.includes(part)) {
      return 'Do not use your name in your password.';
    }
  }
  return undefined;
}

/**
 * Why a password is refused, in words for the person choosing it; undefined when it is acceptable as far
 * as these rules go. There are no composition rules (NIST SP 800-63B): length, not character classes.
 */
export function checkPasswordPolicy(password: string, owner: PasswordOwner = {}): string | undefined {
  const characters = Array.from(normalizePassword(password));
  if (characters.length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (characters.length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
  if (new Set(characters).size === 1) return 'Use more than one distinct character.';
  return personalProblem(password, owner);
}
