// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StaffNav } from './staff-nav';

const path = vi.hoisted(() => ({ current: '/staff/admin/accounts' }));
vi.mock('next/navigation', () => ({ usePathname: () => path.current }));
beforeEach(() => {
  path.current = '/staff/admin/accounts';
});
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

// Links hidden with their closed list are not in the accessibility tree, as for a screen reader.
const links = () => screen.queryAllByRole('link').map((link) => link.textContent);
const adminButton = () => screen.getByRole('button', { name: 'Admin' });

describe('StaffNav', () => {
  it('leads with the daily pages and keeps the admin pages under "Admin", open on an admin page', () => {
    render(<StaffNav role="admin" embedded />);
    expect(adminButton().getAttribute('aria-expanded')).toBe('true');
    expect(links()).toEqual(['Queue', 'Patients', 'Integration health', 'Your account', ...ADMIN_LINKS]);
    const list = screen.getByRole('list', { name: 'Admin pages' });
    expect(adminButton().getAttribute('aria-controls')).toBe(list.id);
    expect(screen.getByRole('link', { name: 'Staff accounts' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Safety guidance' }).getAttribute('href')).toBe(
      '/staff/admin/safety-guidance',
    );
  });

  it('opens and closes the admin pages from the keyboard; Escape closes and returns focus', async () => {
    path.current = '/staff';
    const user = userEvent.setup();
    render(<StaffNav role="admin" embedded />);
    expect(adminButton().getAttribute('aria-expanded')).toBe('false');
    expect(links()).toEqual(['Queue', 'Patients', 'Integration health', 'Your account']);
    // The console's first page is the work queue: its link, not the patients', is the current one.
    expect(screen.getByRole('link', { name: /^Queue/ }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Patients' }).getAttribute('aria-current')).toBeNull();

    adminButton().focus();
    await user.keyboard('{Enter}');
    expect(adminButton().getAttribute('aria-expanded')).toBe('true');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Request log');
    await user.keyboard('{Escape}');
    expect(adminButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(adminButton());
    await user.keyboard(' ');
    expect(links()).toContain('Outbox');
    await user.keyboard(' ');
    expect(links()).not.toContain('Outbox');
  });

  it('stays open on a click elsewhere: closing would move the page under the pointer', async () => {
    path.current = '/staff/health';
    const user = userEvent.setup();
    render(
      <>
        <StaffNav role="admin" embedded />
        <p>Elsewhere</p>
      </>,
    );
    await user.click(adminButton());
    expect(links()).toContain('Audit log');
    await user.click(screen.getByText('Elsewhere'));
    expect(links()).toContain('Audit log');
  });

  it('offers none of them to a staff member, and no fault panel in remote mode', () => {
    render(<StaffNav role="staff" embedded />);
    expect(links()).toEqual(['Queue', 'Patients', 'Integration health', 'Your account']);
    expect(screen.queryByRole('button', { name: 'Admin' })).toBeNull();
    cleanup();
    render(<StaffNav role="admin" embedded={false} />);
    expect(links()).not.toContain('Fault panel');
    expect(links()).toContain('EHR export');
  });
});
