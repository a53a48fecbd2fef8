import { z } from 'zod';
import { US_STATE_CODES } from './us-states';

/** A US state code as the interface requires it: upper case, one of the 50 states or DC. */
export const usStateCodeSchema = z.enum(US_STATE_CODES, {
  error: 'Must be a US state code such as CA, NY or DC',
});
