'use client';

import { RouteError } from '@/components/route-states/route-error';

export default function PatientError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <RouteError error={error} reset={reset} home={{ href: '/', label: 'Back to your home page' }} />;
}
