import 'server-only';
import { readRegistrationState, type RegistrationState } from '@/lib/bff/accounts/registration-state';
import { ApiError } from '@/lib/bff/http/api-error';
import { getOrganizationKey } from '@/lib/bff/service/service-target';
import { BFF_ERROR_CODES } from '@/lib/contract/bff';

export const registrationUnconfirmed = () =>
  new ApiError({
    status: 400,
    code: BFF_ERROR_CODES.registrationUnconfirmed,
    message:
      'Your e-mail address is not confirmed in this browser, or its confirmation is more than 30 minutes old. Confirm it again: what you typed here stays.',
  });

/** The address this browser confirmed for this organization, or the refusal to go on without one. */
export async function confirmedAddress(): Promise<RegistrationState> {
  const state = await readRegistrationState(await getOrganizationKey());
  if (!state) throw registrationUnconfirmed();
  return state;
}
