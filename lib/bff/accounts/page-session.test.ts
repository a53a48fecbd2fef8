import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountSummary } from '@/lib/contract/bff';
import { findCurrentAccount } from '@/lib/bff/accounts/current-account';
import { findSignedInPatient, requirePatientPage } from '@/lib/bff/accounts/page-session';

vi.mock('server-only', () => ({}));
vi.mock('@/lib/bff/accounts/current-account', () => ({ findCurrentAccount: vi.fn() }));
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-request-path': '/chats?page=2' }),
}));
vi.mock('next/navigation', () => ({
  redirect: vi.fn((url: string) => {
    throw new Error(`redirect:${url}`);
  }),
}));

const patient: AccountSummary = { kind: 'patient', email: 'marge@example.test', name: 'Marge Simpson' };
const staff: AccountSummary = { kind: 'staff', email: 'staff@demo.test', name: null, role: 'admin' };

beforeEach(() => vi.mocked(findCurrentAccount).mockReset());

describe('page sessions', () => {
  it('finds a signed-in patient, and no patient behind a staff session or none', async () => {
    vi.mocked(findCurrentAccount).mockResolvedValueOnce(patient);
    expect(await findSignedInPatient()).toEqual(patient);
    vi.mocked(findCurrentAccount).mockResolvedValueOnce(staff);
    expect(await findSignedInPatient()).toBeUndefined();
    vi.mocked(findCurrentAccount).mockResolvedValueOnce(undefined);
    expect(await findSignedInPatient()).toBeUndefined();
  });

  it('sends anyone but a patient to sign in and back to the page being rendered', async () => {
    vi.mocked(findCurrentAccount).mockResolvedValueOnce(staff);
    await expect(requirePatientPage()).rejects.toThrow('redirect:/sign-in?next=%2Fchats%3Fpage%3D2');
    vi.mocked(findCurrentAccount).mockResolvedValueOnce(patient);
    await expect(requirePatientPage()).resolves.toEqual(patient);
  });
});
