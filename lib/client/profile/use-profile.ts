'use client';

import { useQuery } from '@tanstack/react-query';
import { profileQuery } from './queries';

export function useProfile() {
  return useQuery(profileQuery);
}
