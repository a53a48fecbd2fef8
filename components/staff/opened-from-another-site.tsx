'use client';

import { usePathname } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { PageHeading } from '@/components/ui/page-heading';
import styles from './staff.module.css';

export interface OpenedFromAnotherSiteProps {
  /** The server saw this page reached from another site (Sec-Fetch-Site), and loaded none of its data. */
  held: boolean;
  children: ReactNode;
}

/**
 * A dashboard page reached from another site (a link in webmail, a page that navigates a window here)
 * waits for the staff member: its contents, and the reads and audit entries they cause, come only once
 * they open it here or move to another page of the dashboard (ADR 0079). Either is their own act on this
 * origin, which another site cannot perform for them.
 */
export function OpenedFromAnotherSite({ held, children }: OpenedFromAnotherSiteProps) {
  const pathname = usePathname();
  const [arrivedAt] = useState(pathname);
  const [opened, setOpened] = useState(false);
  if (!held || opened || pathname !== arrivedAt) return children;
  return (
    <>
      <PageHeading>Open this page?</PageHeading>
      <p>
        You followed a link from outside the staff dashboard, for example from an e-mail. Nothing on this page
        has been opened yet: a patient&apos;s record is opened, and noted in the audit log under your name,
        when you choose to open it.
      </p>
      <p className={styles.meta}>
        Page: <span className={styles.mono}>{pathname}</span>
      </p>
      <p>
        <Button onClick={() => setOpened(true)}>Open this page</Button>
      </p>
    </>
  );
}
