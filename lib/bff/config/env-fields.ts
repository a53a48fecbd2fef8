import { z } from 'zod';

/**
 * The building blocks of the configuration's schemas. Every variable is one zod field carrying its own
 * description and the default a reader sees (`.meta`), so that docs/configuration.md is generated from
 * the schemas (`scripts/config-table.ts`) and cannot drift from them.
 */

export interface VariableDoc {
  /** What the variable does, as one Markdown cell. */
  description: string;
  /** What applies when it is unset, as the table shows it. */
  shownDefault: string;
}

/** A blank variable (`FOO=` or `FOO=" "`) counts as unset: that is how shells and compose files clear one. */
export const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export function documented<T extends z.ZodType>(schema: T, doc: VariableDoc): T {
  return schema.meta({ description: doc.description, shownDefault: doc.shownDefault });
}

/** The variable's documentation, read back from a field built with `documented`. */
export function variableDoc(field: z.ZodType): VariableDoc | undefined {
  const meta = field.meta() as { description?: unknown; shownDefault?: unknown } | undefined;
  return typeof meta?.description === 'string' && typeof meta.shownDefault === 'string'
    ? { description: meta.description, shownDefault: meta.shownDefault }
    : undefined;
}

export function optionalText(doc: VariableDoc) {
  return documented(z.preprocess(blankToUndefined, z.string().trim().optional()), doc);
}

export interface WholeNumberRange {
  min: number;
  /** Omitted: no upper bound. */
  max?: number;
  /** What is counted, in the plural ("seconds", "days"), when the name does not say it alone. */
  unit?: string;
}

/** The one message for a whole number out of its range: `OUTBOX_RETENTION_DAYS must be a whole number of days from 1 to 3650`. */
export function wholeNumberMessage(name: string, { min, max, unit }: WholeNumberRange): string {
  const counted = unit ? ` of ${unit}` : '';
  return max === undefined
    ? `${name} must be a whole number${counted} of at least ${min}`
    : `${name} must be a whole number${counted} from ${min} to ${max}`;
}

/** A whole number in a range, with the same message for every way of missing it (not a number, a fraction, out of range). */
export function wholeNumber(
  name: string,
  range: WholeNumberRange & { fallback: number },
  doc: Pick<VariableDoc, 'description'> & Partial<Pick<VariableDoc, 'shownDefault'>>,
) {
  const message = wholeNumberMessage(name, range);
  const bounded = z.coerce.number({ error: message }).int(message).min(range.min, message);
  const schema = range.max === undefined ? bounded : bounded.max(range.max, message);
  const counted = range.unit ? ` ${range.unit}` : '';
  const bounds = range.max === undefined ? `at least ${range.min}` : `${range.min} to ${range.max}`;
  return documented(z.preprocess(blankToUndefined, schema.default(range.fallback)), {
    description: `${doc.description} A whole number: ${bounds}${counted}.`,
    shownDefault: doc.shownDefault ?? String(range.fallback),
  });
}

/** An optional URL of the given schemes (`/^https?$/`), refused with `message`. */
export function optionalUrl(protocol: RegExp, message: string, doc: VariableDoc) {
  return documented(z.preprocess(blankToUndefined, z.url({ protocol, error: message }).optional()), doc);
}

/** `issue.message`, led by the variable's name unless the message already starts with it. */
export function describeIssue(issue: z.core.$ZodIssue): string {
  const name = issue.path.map(String).join('.');
  return name === '' || issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`;
}
