import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { PageHeading } from '@/components/ui/page-heading';

export const metadata: Metadata = { title: 'Page not found' };

export default function NotFound() {
  return (
    <main id="main" className="page">
      <PageHeading>Page not found</PageHeading>
      <p>There is no page at this address. It may have moved, or the link may be mistyped.</p>
      <p>
        <Link href="/">Go to the home page</Link>
      </p>
    </main>
  );
}
