'use client';

import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import styles from './site-header.module.css';

const LINKS = [
  { href: '/chats', label: 'Chats' },
  { href: '/appointments', label: 'Appointments' },
  { href: '/pharmacy', label: 'Pharmacy' },
  { href: '/profile', label: 'Profile' },
] as const;

/** The patient's sections; the one being shown is marked as the current page. */
export function PrimaryNav() {
  const pathname = usePathname();
  return (
    <nav className={styles.nav} aria-label="Main">
      <ul className={styles.links}>
        {LINKS.map(({ href, label }) => {
          const current = pathname === href || pathname.startsWith(`${href}/`);
          return (
            <li key={href}>
              <Link className={styles.link} href={href} aria-current={current ? 'page' : undefined}>
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
