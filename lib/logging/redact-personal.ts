/**
 * Fields that hold personal data or secrets wherever they appear, at the top of a line or one or two
 * objects down. Log calls do not pass such values in the first place; this catches the one that slips.
 */
export const PERSONAL_FIELDS = [
  'email',
  'password',
  'token',
  'apiToken',
  'firstName',
  'lastName',
  'fullName',
  'displayName',
  'phoneNumber',
  'dateOfBirth',
  'userInput',
  'text',
  'content',
  'body',
  'cookie',
  'authorization',
  'address',
  'line1',
] as const;

export const REDACTED = '[redacted]';

const personal = new Set<string>(PERSONAL_FIELDS);

/** Levels below the line's own object that are searched: the line (0), its objects (1) and theirs (2). */
const DEEPEST = 2;

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

/** A copy that answers like the original (prototype, non-enumerable `message` and `stack` of an Error). */
function copyOf<T extends object>(value: T): T {
  if (Array.isArray(value)) return value.slice() as T;
  return Object.create(Object.getPrototypeOf(value), Object.getOwnPropertyDescriptors(value)) as T;
}

/**
 * `value` with every personal field at most DEEPEST objects down replaced by REDACTED; `value` itself when
 * there is none (nearly every line), so the usual line costs one look at each of its keys and allocates
 * nothing. The caller's objects are never changed: what holds a personal field is copied, with the path to it.
 */
function redactBelow<T>(value: T, depth: number): T {
  if (!isObject(value)) return value;
  let copy: Record<string, unknown> | undefined;
  const source = value as Record<string, unknown>;
  for (const key of Object.keys(source)) {
    const field = source[key];
    let replacement = field;
    if (personal.has(key)) {
      if (field !== undefined) replacement = REDACTED;
    } else if (depth < DEEPEST && isObject(field)) {
      replacement = redactBelow(field, depth + 1);
    }
    if (replacement !== field) {
      copy ??= copyOf(source);
      copy[key] = replacement;
    }
  }
  return (copy ?? value) as T;
}

/**
 * Replaces pino's path-based `redact` (fast-redact with `*.field` and `*.*.field` wildcards), which
 * cost about three times the rest of a line's formatting on every line, the per-request line included.
 */
export function redactPersonal<T extends object>(line: T): T {
  return redactBelow(line, 0);
}
