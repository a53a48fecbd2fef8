'use client';

import { RouteError } from '@/components/route-states/route-error';

export default function StaffError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <RouteError error={error} reset={reset} home={{ href: '/staff', label: 'Back to the work queue' }} />
  );
}
