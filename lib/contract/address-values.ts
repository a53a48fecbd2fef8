// Address field limits and what booking requires: plain values, safe for the browser.

export const ADDRESS_LINE_MAX_LENGTH = 200;
export const CITY_MAX_LENGTH = 100;

/** The fields booking requires; `line2` is the only optional one. */
export const FULL_ADDRESS_FIELDS = ['line1', 'city', 'state', 'postalCode'] as const;
export type FullAddressField = (typeof FULL_ADDRESS_FIELDS)[number];

type PartialAddress = { readonly [Field in FullAddressField]?: string | null | undefined };

/** Fields of a full address that are absent or blank, in `FULL_ADDRESS_FIELDS` order; all of them when no address is on file. */
export function missingAddressFields(address: PartialAddress | null | undefined): FullAddressField[] {
  return FULL_ADDRESS_FIELDS.filter((field) => isBlank(address?.[field]));
}

export function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}
