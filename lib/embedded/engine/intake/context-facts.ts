import {
  pregnancyMentioned,
  sexMentioned,
  type PregnancyStatus,
  type Sex,
} from '@/lib/embedded/engine/parse/pregnancy';
import { normalizeText } from '@/lib/embedded/engine/text/normalize';

export function readContextFacts(context: string): { sex: Sex | null; pregnancy: PregnancyStatus | null } {
  const normalized = normalizeText(context);
  return { sex: sexMentioned(normalized), pregnancy: pregnancyMentioned(normalized) };
}
