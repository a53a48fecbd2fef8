import { z } from 'zod';
import { usStateCodeSchema } from './us-state-code';
import { SEARCH_TERM_MAX_LENGTH } from './pharmacy-values';
import { hasNoPriorIssues } from './validation';

export const ncpdpIdSchema = z.string().regex(/^[0-9]{7}$/, 'Must be a 7-digit NCPDP id');

/** A search result; `distanceMiles` is present only when the search gave coordinates. */
export const pharmacySchema = z
  .looseObject({
    name: z.string(),
    ncpdpId: z.string(),
    address: z.looseObject({
      line1: z.string(),
      city: z.string(),
      state: z.string(),
      postalCode: z.string(),
    }),
    phoneNumber: z.string(),
    distanceMiles: z.number().optional(),
  })
  .meta({ id: 'Pharmacy' });

export type Pharmacy = z.infer<typeof pharmacySchema>;

export const pharmacySearchBodySchema = z
  .strictObject({
    searchTerm: z
      .string()
      .trim()
      .max(SEARCH_TERM_MAX_LENGTH, `Must be at most ${SEARCH_TERM_MAX_LENGTH} characters`),
    latitude: z.number().min(-90, 'Must be from -90 to 90').max(90, 'Must be from -90 to 90').optional(),
    longitude: z
      .number()
      .min(-180, 'Must be from -180 to 180')
      .max(180, 'Must be from -180 to 180')
      .optional(),
    state: usStateCodeSchema.optional(),
  })
  .superRefine(
    ({ latitude, longitude }, ctx) => {
      if ((latitude === undefined) === (longitude === undefined)) return;
      ctx.addIssue({
        code: 'custom',
        path: [latitude === undefined ? 'latitude' : 'longitude'],
        message: 'latitude and longitude must be given together',
      });
    },
    { when: hasNoPriorIssues },
  )
  // The document says what the refinement above checks.
  .meta({
    id: 'PharmacySearchRequest',
    dependentRequired: { latitude: ['longitude'], longitude: ['latitude'] },
  });

export type PharmacySearchBody = z.infer<typeof pharmacySearchBodySchema>;
export type PharmacySearchBodyInput = z.input<typeof pharmacySearchBodySchema>;

export const pharmacySearchDataSchema = z
  .looseObject({ pharmacies: z.array(pharmacySchema) })
  .meta({ id: 'PharmacySearchResult' });

export type PharmacySearchData = z.infer<typeof pharmacySearchDataSchema>;

export const putPharmacyBodySchema = z
  .strictObject({ ncpdpId: ncpdpIdSchema })
  .meta({ id: 'PutPharmacyRequest' });

export type PutPharmacyBody = z.infer<typeof putPharmacyBodySchema>;
