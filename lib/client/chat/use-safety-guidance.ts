'use client';

import { useQuery } from '@tanstack/react-query';
import type { SafetyGuidance } from '@/lib/contract/bff';
import { DEFAULT_SAFETY_GUIDANCE } from '@/lib/contract/bff/safety-guidance-values';
import { safetyGuidanceQuery } from './queries';

/**
 * The organization's safety guidance. The defaults are shown while it loads or if it cannot be read, so
 * that the emergency numbers are never missing from the screen.
 */
export function useSafetyGuidance(): SafetyGuidance {
  const { data } = useQuery(safetyGuidanceQuery);
  return data ?? DEFAULT_SAFETY_GUIDANCE;
}
