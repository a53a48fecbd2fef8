'use client';

import { useRef, useState } from 'react';
import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import type { StaffRole } from '@/lib/contract/bff';
import { QueueNavCount } from './queue-nav-count';
import styles from './staff.module.css';

interface NavItem {
  href: string;
  label: string;
  embeddedOnly?: boolean;
}

/** Every staff member's pages, in the order of daily use. */
const ITEMS: NavItem[] = [
  { href: '/staff', label: 'Queue' },
  { href: '/staff/patients', label: 'Patients' },
  { href: '/staff/health', label: 'Integration health' },
  { href: '/staff/account', label: 'Your account' },
];

/** The admins' pages, under one "Admin" disclosure so that the daily pages lead the row. */
const ADMIN_ITEMS: NavItem[] = [
  { href: '/staff/admin/request-log', label: 'Request log' },
  { href: '/staff/admin/audit-log', label: 'Audit log' },
  { href: '/staff/admin/accounts', label: 'Staff accounts' },
  { href: '/staff/admin/safety-guidance', label: 'Safety guidance' },
  { href: '/staff/admin/booking-policy', label: 'Booking policy' },
  { href: '/staff/admin/outbox', label: 'Outbox' },
  { href: '/staff/admin/fhir-export', label: 'EHR export' },
  { href: '/staff/admin/faults', label: 'Fault panel', embeddedOnly: true },
];

const ADMIN_LIST_ID = 'staff-admin-pages';

function isCurrent(pathname: string, href: string): boolean {
  return href === '/staff' ? pathname === '/staff' : pathname === href || pathname.startsWith(`${href}/`);
}

function NavLinks({ items, pathname }: { items: NavItem[]; pathname: string }) {
  return items.map((item) => (
    <li key={item.href}>
      <Link
        className={styles.navLink}
        href={item.href}
        aria-current={isCurrent(pathname, item.href) ? 'page' : undefined}
      >
        {item.label}
        {item.href === '/staff' ? <QueueNavCount /> : null}
      </Link>
    </li>
  ));
}

/**
 * Only what the signed-in role may open: a `staff` user is never offered the admin pages. The admin
 * pages are a disclosure (a button with aria-expanded over a list of links, the WAI-ARIA disclosure
 * navigation pattern): open on an admin page, closed elsewhere; Escape or a click elsewhere closes it
 * and a page change resets it. The list opens as a row of its own, so it fits a 360 px screen.
 */
export function StaffNav({ role, embedded }: { role: StaffRole; embedded: boolean }) {
  const pathname = usePathname();
  const nav = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // The choice belongs to the page it was made on: navigating elsewhere starts from that page's default.
  const [choice, setChoice] = useState<{ pathname: string; open: boolean } | null>(null);
  const adminItems = ADMIN_ITEMS.filter((item) => !item.embeddedOnly || embedded);
  const onAdminPage = adminItems.some((item) => isCurrent(pathname, item.href));
  const open = choice?.pathname === pathname ? choice.open : onAdminPage;
  const setOpen = (next: boolean) => setChoice({ pathname, open: next });

  // No closing on a click elsewhere: the list is a row of the page, not an overlay, and closing it on
  // pointerdown would move the page under the pointer, so the click would land on something else.

  return (
    <nav
      ref={nav}
      aria-label="Staff dashboard"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <ul className={styles.navList}>
        <NavLinks items={ITEMS} pathname={pathname} />
        {role === 'admin' ? (
          <li>
            <button
              ref={button}
              type="button"
              className={styles.navMenuButton}
              aria-expanded={open}
              aria-controls={ADMIN_LIST_ID}
              data-current={onAdminPage || undefined}
              onClick={() => setOpen(!open)}
            >
              Admin
              <span aria-hidden="true" className={styles.navMenuMark}>
                {open ? '▴' : '▾'}
              </span>
            </button>
          </li>
        ) : null}
      </ul>
      {role === 'admin' ? (
        <ul id={ADMIN_LIST_ID} className={styles.navAdminList} aria-label="Admin pages" hidden={!open}>
          <NavLinks items={adminItems} pathname={pathname} />
        </ul>
      ) : null}
    </nav>
  );
}
