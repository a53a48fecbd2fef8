'use client';

import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import type { StaffRole } from '@/lib/contract/bff';
import { QueueNavCount } from './queue-nav-count';
import styles from './staff.module.css';

interface NavItem {
  href: string;
  label: string;
  adminOnly?: boolean;
  embeddedOnly?: boolean;
}

const ITEMS: NavItem[] = [
  { href: '/staff', label: 'Queue' },
  { href: '/staff/patients', label: 'Patients' },
  { href: '/staff/health', label: 'Integration health' },
  { href: '/staff/account', label: 'Your account' },
  { href: '/staff/admin/request-log', label: 'Request log', adminOnly: true },
  { href: '/staff/admin/audit-log', label: 'Audit log', adminOnly: true },
  { href: '/staff/admin/accounts', label: 'Staff accounts', adminOnly: true },
  { href: '/staff/admin/safety-guidance', label: 'Safety guidance', adminOnly: true },
  { href: '/staff/admin/booking-policy', label: 'Booking policy', adminOnly: true },
  { href: '/staff/admin/outbox', label: 'Outbox', adminOnly: true },
  { href: '/staff/admin/fhir-export', label: 'EHR export', adminOnly: true },
  { href: '/staff/admin/faults', label: 'Fault panel', adminOnly: true, embeddedOnly: true },
];

/** Only what the signed-in role may open: a `staff` user is never offered the admin pages. */
export function StaffNav({ role, embedded }: { role: StaffRole; embedded: boolean }) {
  const pathname = usePathname();
  const items = ITEMS.filter(
    (item) => (!item.adminOnly || role === 'admin') && (!item.embeddedOnly || embedded),
  );
  const current = (href: string) => (href === '/staff' ? pathname === '/staff' : pathname.startsWith(href));
  return (
    <nav aria-label="Staff dashboard">
      <ul className={styles.navList}>
        {items.map((item) => (
          <li key={item.href}>
            <Link
              className={styles.navLink}
              href={item.href}
              aria-current={current(item.href) ? 'page' : undefined}
            >
              {item.label}
              {item.href === '/staff' ? <QueueNavCount /> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
