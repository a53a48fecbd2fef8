import { type UsStateCode } from '@/lib/contract/us-states';
import { type Practitioner } from './practitioner';
import { CENTRAL_PRACTITIONERS } from './roster-central';
import { EASTERN_PRACTITIONERS } from './roster-eastern';
import { WESTERN_PRACTITIONERS } from './roster-western';

/** The fixed, fictional roster of the embedded service. */
export const PRACTITIONERS: readonly Practitioner[] = Object.freeze([
  ...EASTERN_PRACTITIONERS,
  ...CENTRAL_PRACTITIONERS,
  ...WESTERN_PRACTITIONERS,
]);

const practitionersByState = new Map<UsStateCode, readonly Practitioner[]>();

/** Practitioners licensed in the state, in roster order. */
export function practitionersForState(state: UsStateCode): Practitioner[] {
  let licensed = practitionersByState.get(state);
  if (!licensed) {
    licensed = PRACTITIONERS.filter((practitioner) => practitioner.states.includes(state));
    practitionersByState.set(state, licensed);
  }
  return [...licensed];
}

export function findPractitionerById(id: string): Practitioner | undefined {
  return PRACTITIONERS.find((practitioner) => practitioner.id === id);
}
