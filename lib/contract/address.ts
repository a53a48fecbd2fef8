import { z } from 'zod';
import { singleLineTextSchema } from './primitives';
import { usStateCodeSchema } from './us-state-code';
import { ADDRESS_LINE_MAX_LENGTH, CITY_MAX_LENGTH } from './address-values';

/** The service sends all five fields, absent ones as null; `state` is read as any string. */
export const addressSchema = z
  .looseObject({
    line1: z.string().nullish(),
    line2: z.string().nullish(),
    city: z.string().nullish(),
    state: z.string().nullish(),
    postalCode: z.string().nullish(),
  })
  .meta({ id: 'Address' });

export type Address = z.infer<typeof addressSchema>;

function addressTextSchema(maxLength: number) {
  return singleLineTextSchema({ min: 1, max: maxLength });
}

/** ZIP or ZIP+4, since every address is in a US state. */
export const postalCodeSchema = z
  .string()
  .trim()
  .regex(/^[0-9]{5}(-[0-9]{4})?$/, 'Must be a US ZIP code such as 94103 or 94103-1234');

/** PUT replaces the whole address: a field left out is stored as null. */
export const putAddressBodySchema = z
  .strictObject({
    line1: addressTextSchema(ADDRESS_LINE_MAX_LENGTH).optional(),
    line2: addressTextSchema(ADDRESS_LINE_MAX_LENGTH).optional(),
    city: addressTextSchema(CITY_MAX_LENGTH).optional(),
    state: usStateCodeSchema.optional(),
    postalCode: postalCodeSchema.optional(),
  })
  .meta({ id: 'PutAddressRequest' });

export type PutAddressBody = z.infer<typeof putAddressBodySchema>;
export type PutAddressBodyInput = z.input<typeof putAddressBodySchema>;
