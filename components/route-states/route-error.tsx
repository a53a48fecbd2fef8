'use client';

import { Link } from '@/components/ui/link';
import { Button } from '@/components/ui/button';
import { PageHeading } from '@/components/ui/page-heading';
import { RequestReference } from '@/components/ui/request-reference';
import styles from './route-states.module.css';

export interface RouteErrorProps {
  /** Next's error, with the digest that names it in the server's log: the reference support looks up. */
  error: Error & { digest?: string };
  /** Renders the page again. */
  reset: () => void;
  /** Where "a way back" leads: the area's home. */
  home: { href: string; label: string };
}

/** A page that failed to render: what happened, a retry, a way back, and the reference. */
export function RouteError({ error, reset, home }: RouteErrorProps) {
  return (
    <main id="main" className="page">
      <PageHeading>This page could not be shown</PageHeading>
      <p>Something went wrong on our side while preparing it. Nothing you entered elsewhere is lost.</p>
      <p>Try again in a moment. If it keeps happening, contact support with the reference below.</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={reset}>
          Try again
        </Button>
        <Link href={home.href}>{home.label}</Link>
      </div>
      <RequestReference requestId={error.digest} />
    </main>
  );
}
