/**
 * Small checks on JSON from the BFF. The BFF validates everything it sends with the contract's schemas, so the
 * browser only confirms the outer shape it branches on (ADR 0069) and ships no schema library.
 */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** `data` of a success envelope; undefined when the body is not one. */
export function envelopeData(body: unknown): { data: unknown } | undefined {
  return isRecord(body) && 'data' in body ? { data: body.data } : undefined;
}
