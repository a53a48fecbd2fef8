// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffAccountRow } from '@/lib/contract/bff';
import { fakeApi, withQueryClient } from '@/testing/client/fake-api';
import { StaffAccounts } from './staff-accounts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ADMIN: StaffAccountRow = {
  id: 'admin-1',
  email: 'staff@demo.test',
  role: 'admin',
  createdAt: '2026-11-01T09:00:00.000Z',
  disabledAt: null,
};
const LENNY: StaffAccountRow = { ...ADMIN, id: 'staff-2', email: 'lenny@plant.test', role: 'staff' };

function serve(accounts: StaffAccountRow[]) {
  return fakeApi({
    'GET /api/staff/session': () => ({ data: { ...ADMIN, idleTimeoutSeconds: 1800 } }),
    'GET /api/staff/accounts': () => ({ data: { items: accounts } }),
    'POST /api/staff/accounts': ({ body }) => ({
      status: 201,
      data: { account: { ...LENNY, ...(body as object) }, oneTimePassword: 'otp-Correct-Horse-42' },
    }),
    'PATCH /api/staff/accounts/admin-1': () => ({
      status: 409,
      code: 'error.staff.self_change',
      message: 'You cannot change or disable your own account.',
    }),
    'PATCH /api/staff/accounts/staff-2': ({ body }) => ({
      data: {
        ...LENNY,
        ...((body as { disabled?: boolean }).disabled ? { disabledAt: '2026-11-23T10:00:00Z' } : {}),
      },
    }),
  });
}

describe('StaffAccounts', () => {
  it('shows the one-time password once, until it is dismissed, and never again', async () => {
    const api = serve([ADMIN]);
    render(withQueryClient(<StaffAccounts />));
    await userEvent.type(screen.getByLabelText('E-mail'), 'lenny@plant.test');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'admin');
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('otp-Correct-Horse-42')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy the one-time password' })).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'lenny@plant.test',
      role: 'admin',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Done, hide the password' }));
    expect(screen.queryByText('otp-Correct-Horse-42')).toBeNull();
    expect(document.body.textContent).not.toContain('otp-Correct-Horse-42');
    expect(screen.getByLabelText('E-mail')).toBeTruthy();
  });

  it('disables only after the confirmation, and says what the API refused', async () => {
    const api = serve([ADMIN, LENNY]);
    render(withQueryClient(<StaffAccounts />));
    await userEvent.click(await screen.findByRole('button', { name: /^Disable ?: lenny@plant\.test$/ }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('lenny@plant.test')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect(api.calls.find((call) => call.method === 'PATCH')).toMatchObject({
      path: '/api/staff/accounts/staff-2',
      body: { disabled: true },
    });

    await userEvent.click(screen.getByRole('button', { name: /^Make staff ?: staff@demo\.test$/ }));
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toContain('You cannot change or disable your own account.');
    expect(refusal.textContent).toMatch(/req-\d+/);
  });
});
