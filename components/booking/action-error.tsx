import { Notice } from '@/components/ui/notice';
import { RequestReference } from '@/components/ui/request-reference';
import { describeFailure } from '@/components/ui/query-state';

/** A failed action in words, with the reference for support; announced at once. */
export function ActionError({ error, title }: { error: unknown; title?: string }) {
  if (!error) return null;
  const { message, requestId } = describeFailure(error);
  return (
    <Notice tone="danger" role="alert" title={title}>
      <p>{message}</p>
      <RequestReference requestId={requestId} />
    </Notice>
  );
}
