'use client';

import { RouteError } from '@/components/route-states/route-error';

export default function AppError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <RouteError error={error} reset={reset} home={{ href: '/', label: 'Back to the home page' }} />;
}
