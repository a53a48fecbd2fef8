import 'server-only';
import { dictionary } from '@zxcvbn-ts/language-common';
import { normalizePassword } from '@/lib/contract/bff/password-policy';

/** A stripped remainder shorter than this says too little to refuse a password for. */
const STRIPPED_MIN_LENGTH = 4;
/** Digits, punctuation and symbols at the end: what people most often add to a word to pass a rule. */
const TRAILING_DIGITS_AND_SYMBOLS = /[\p{N}\p{P}\p{S}\s]+$/u;

let commonPasswords: ReadonlySet<string> | undefined;

/**
 * The ranked list of common and breached passwords of zxcvbn-ts's common language package (about 49,000
 * entries), lowercased, loaded once per process on first use.
 */
function loadCommonPasswords(): ReadonlySet<string> {
  commonPasswords ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return commonPasswords;
}

/**
 * Whether the password is on the list, ignoring case, as it is or once digits and symbols at its end are
 * taken off (`password1234`, `dragon!!2024`), when what remains has at least 4 characters.
 */
export function isCommonPassword(password: string): boolean {
  const list = loadCommonPasswords();
  const lowered = normalizePassword(password).toLowerCase();
  if (list.has(lowered)) return true;
  const stripped = lowered.replace(TRAILING_DIGITS_AND_SYMBOLS, '');
  return stripped !== lowered && Array.from(stripped).length >= STRIPPED_MIN_LENGTH && list.has(stripped);
}
