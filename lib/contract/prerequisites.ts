// Plain functions, safe for the browser: the booking page checks what the service will ask for.
import { isBlank, missingAddressFields, type FullAddressField } from './address-values';
import { BOOKING_PREREQUISITE_USER_FIELDS, PHARMACY_PREREQUISITE_USER_FIELDS } from './user-values';

type BookingUserField = (typeof BOOKING_PREREQUISITE_USER_FIELDS)[number];
type PharmacyUserField = (typeof PHARMACY_PREREQUISITE_USER_FIELDS)[number];
type FieldValues<Field extends string> = { readonly [Key in Field]?: string | null | undefined };

/**
 * The `data.missing` list of `error.appointment.prerequisites`: user fields by name, then address
 * fields as `address.<field>`. Empty when booking may go ahead.
 */
export function missingBookingPrerequisites({
  user,
  address,
}: {
  user: FieldValues<BookingUserField>;
  address: FieldValues<FullAddressField> | null | undefined;
}): string[] {
  const missingUser = BOOKING_PREREQUISITE_USER_FIELDS.filter((field) => isBlank(user[field]));
  const missingAddress = missingAddressFields(address).map((field) => `address.${field}`);
  return [...missingUser, ...missingAddress];
}

/** The `data.missing` list of `error.pharmacy.prerequisites`. Empty when a pharmacy may be set. */
export function missingPharmacyPrerequisites(user: FieldValues<PharmacyUserField>): string[] {
  return PHARMACY_PREREQUISITE_USER_FIELDS.filter((field) => isBlank(user[field]));
}
