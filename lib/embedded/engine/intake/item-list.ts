import { normalizeText } from '@/lib/embedded/engine/text/normalize';

// A patient can name any number of medicines, allergies or conditions in a message of 10,000
// characters. The record keeps the first MAX_LIST_ITEMS distinct ones, each cut to MAX_ITEM_LENGTH
// characters, and counts the rest; the patient's own words are kept whole beside the list, so nothing
// said is lost, and every document says how many more were named.

/** Items kept per list: more than any real medication list, few enough to read in a summary. */
export const MAX_LIST_ITEMS = 50;
/** Characters kept per item: room for "amlodipine 5 mg once a day for blood pressure" several times over. */
export const MAX_ITEM_LENGTH = 200;

/** An item cut to MAX_ITEM_LENGTH characters at a word boundary, marked as cut; whitespace collapsed. */
export function boundedItem(item: string): string {
  const collapsed = item.replace(/\s+/g, ' ').trim();
  if (collapsed.length <= MAX_ITEM_LENGTH) return collapsed;
  const cut = collapsed.slice(0, MAX_ITEM_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > MAX_ITEM_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

interface Entry {
  item: string;
  /** The normalized item between spaces, so that word-bounded containment is a plain substring test. */
  padded: string;
}

function entryOf(item: string): Entry {
  return { item, padded: ` ${normalizeText(item)} ` };
}

/**
 * Whether `inner` is `outer` or a run of whole words inside it ("ibuprofen" in "ibuprofen 400mg").
 * Normalized text is words and marks separated by single spaces, so a word-bounded match is a match of
 * the space-padded forms. An item with no letters or digits at all is inside anything that has some.
 */
function contains(outer: Entry, inner: Entry): boolean {
  if (inner.padded === '  ') return outer.padded === '  ' || /[a-z0-9]/.test(outer.padded);
  return outer.padded.includes(inner.padded);
}

export interface MergedItems {
  items: string[];
  /** Distinct items named beyond MAX_LIST_ITEMS, not kept individually. */
  unlisted: number;
}

/**
 * Adds items, keeping one entry per thing: "ibuprofen" and "ibuprofen 400mg" are one medicine, and the
 * longer name is kept. Each item is normalized once and compared with at most MAX_LIST_ITEMS kept
 * ones, so the work grows with the number of items named, not with its square.
 */
export function mergeItems(
  current: readonly string[],
  added: readonly string[],
  count: { unlisted: number; beyond: Set<string> | null } = { unlisted: 0, beyond: new Set() },
): MergedItems {
  // A list stored before the bound was kept may be longer; what is past the bound is counted.
  const kept = current.slice(0, MAX_LIST_ITEMS).map((item) => entryOf(boundedItem(item)));
  // Items named beyond the list, by normalized form, so that each is counted once; null when they were
  // counted already.
  const { beyond } = count;
  let more = count.unlisted + Math.max(0, current.length - MAX_LIST_ITEMS);
  for (const raw of added) {
    const entry = entryOf(boundedItem(raw));
    if (beyond?.has(entry.padded) ?? false) continue;
    const index = kept.findIndex((other) => contains(other, entry) || contains(entry, other));
    if (index === -1) {
      if (kept.length < MAX_LIST_ITEMS) kept.push(entry);
      else if (beyond !== null) {
        beyond.add(entry.padded);
        more += 1;
      }
    } else if (
      entry.item.length > (kept[index] as Entry).item.length &&
      contains(entry, kept[index] as Entry)
    )
      kept[index] = entry;
  }
  return { items: kept.map((entry) => entry.item), unlisted: more };
}

/** The items as a sentence lists them: "a, b and 3 more". */
export function itemsWithCount(items: readonly string[], unlisted: number | undefined): string[] {
  return unlisted !== undefined && unlisted > 0
    ? [...items, `${unlisted.toLocaleString('en-GB')} more`]
    : [...items];
}
