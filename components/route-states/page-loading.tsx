import { Skeleton } from '@/components/ui/skeleton';

/** A page on its way from the server: its shape, announced, at once on navigation. */
export function PageLoading({ label }: { label: string }) {
  return (
    <main id="main" className="page">
      <Skeleton label={label} lines={5} withTitle />
    </main>
  );
}
