import { normalizeText } from '@/lib/embedded/engine/text/normalize';

export interface Utterance {
  raw: string;
  normalized: string;
  now: Date;
  timezone: string;
}

export function makeUtterance(raw: string, now: Date, timezone: string): Utterance {
  return { raw, normalized: normalizeText(raw), now, timezone };
}
