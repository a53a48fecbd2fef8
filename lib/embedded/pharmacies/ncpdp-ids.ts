import { US_STATE_CODES, type UsStateCode } from '@/lib/contract/us-states';
import { hashString } from './seeded-random';

const SUFFIX_SPACE = 100_000;

/**
 * Hands out unique 7-digit NCPDP provider ids. Like real ones they lead with a two-digit state code
 * (here the state's position in US_STATE_CODES); the other five digits come from a hash of the store's
 * key, moved to the next free number on a collision so that ids stay unique.
 */
export function createNcpdpIdAllocator(): (state: UsStateCode, key: string) => string {
  const taken = new Set<string>();
  return (state, key) => {
    const prefix = String(US_STATE_CODES.indexOf(state) + 1).padStart(2, '0');
    const first = hashString(key) % SUFFIX_SPACE;
    for (let step = 0; step < SUFFIX_SPACE; step++) {
      const id = prefix + String((first + step) % SUFFIX_SPACE).padStart(5, '0');
      if (!taken.has(id)) {
        taken.add(id);
        return id;
      }
    }
    throw new Error(`No NCPDP ids left for ${state}`);
  };
}
