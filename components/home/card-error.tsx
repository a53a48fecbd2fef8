import { ErrorState } from '@/components/ui';
import { ApiClientError } from '@/lib/client/api';

/** A home card's failure: said in words, with a retry and the reference. */
export function CardError({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  const known = error instanceof ApiClientError ? error : null;
  return (
    <ErrorState
      headingLevel={3}
      title={`${what} could not be loaded`}
      message={known?.message ?? 'Something went wrong.'}
      requestId={known?.requestId}
      onRetry={onRetry}
    />
  );
}
