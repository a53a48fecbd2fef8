// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaffNav } from './staff-nav';

vi.mock('next/navigation', () => ({ usePathname: () => '/staff/admin/accounts' }));
afterEach(cleanup);

const ADMIN_LINKS = [
  'Request log',
  'Audit log',
  'Staff accounts',
  'Safety guidance',
  'Booking policy',
  'Outbox',
  'EHR export',
  'Fault panel',
];

const links = () => screen.getAllByRole('link').map((link) => link.textContent);

describe('StaffNav', () => {
  it('offers the admin pages to admins, and marks the page in view', () => {
    render(<StaffNav role="admin" embedded />);
    expect(links()).toEqual(['Queue', 'Patients', 'Integration health', 'Your account', ...ADMIN_LINKS]);
    expect(screen.getByRole('link', { name: 'Staff accounts' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Safety guidance' }).getAttribute('href')).toBe(
      '/staff/admin/safety-guidance',
    );
  });

  it('offers none of them to a staff member, and no fault panel in remote mode', () => {
    render(<StaffNav role="staff" embedded />);
    expect(links()).toEqual(['Queue', 'Patients', 'Integration health', 'Your account']);
    cleanup();
    render(<StaffNav role="admin" embedded={false} />);
    expect(links()).not.toContain('Fault panel');
  });
});
