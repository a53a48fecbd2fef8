export const PASSWORD_MIN_LENGTH = 10;
/** scrypt hashes any length, but a bound keeps a single request from costing much. */
export const PASSWORD_MAX_LENGTH = 256;

/** Why a password is refused, in words for the person choosing it; undefined when it is acceptable. */
export function checkPasswordPolicy(password: string): string | undefined {
  const characters = Array.from(password);
  if (characters.length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (characters.length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
  if (new Set(characters).size === 1) return 'Use more than one distinct character.';
  return undefined;
}
