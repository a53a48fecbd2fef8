import type { ListFact } from '@/lib/embedded/engine/intake/state';

// A list keeps a bounded number of items (intake/item-list.ts); the documents say how many more the
// patient named, which their own words, quoted below the list, still hold.

export function unlistedLine(fact: ListFact): string[] {
  const count = fact.unlisted ?? 0;
  return count > 0 ? [`- …and ${count.toLocaleString('en-GB')} more (see the patient’s words)`] : [];
}
