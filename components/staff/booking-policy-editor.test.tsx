// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BOOKING_POLICY } from '@/lib/contract/bff';
import { fakeApi, withQueryClient } from '@/testing/client/fake-api';
import { BookingPolicyEditor } from './booking-policy-editor';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const serve = () =>
  fakeApi({
    'GET /api/staff/booking-policy': () => ({ data: DEFAULT_BOOKING_POLICY }),
    'PUT /api/staff/booking-policy': ({ body }) => ({ data: body }),
  });

describe('BookingPolicyEditor', () => {
  it('starts from the policy in force and saves whole hours and the contact text', async () => {
    const api = serve();
    render(withQueryClient(<BookingPolicyEditor />));
    const window = await screen.findByLabelText('Notice window (hours before the visit)');
    expect((window as HTMLInputElement).value).toBe('0');
    await userEvent.clear(window);
    await userEvent.type(window, '48');
    const contact = screen.getByLabelText('What patients are told to do instead');
    await userEvent.clear(contact);
    await userEvent.type(contact, 'Call 555-0100.');
    await userEvent.click(screen.getByRole('button', { name: 'Save policy' }));
    expect(await screen.findByText('Booking policy saved')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PUT')!.body).toEqual({
      ...DEFAULT_BOOKING_POLICY,
      noticeHours: 48,
      contactText: 'Call 555-0100.',
    });
  });

  it('says what is wrong beside each field and sends nothing', async () => {
    const api = serve();
    render(withQueryClient(<BookingPolicyEditor />));
    const window = await screen.findByLabelText('Notice window (hours before the visit)');
    await userEvent.clear(window);
    await userEvent.type(window, '1.5');
    const reminder = screen.getByLabelText('First reminder (hours before)');
    await userEvent.clear(reminder);
    await userEvent.type(reminder, '400');
    await userEvent.click(screen.getByRole('button', { name: 'Save policy' }));
    expect(window.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(`${window.id}-error`)?.textContent).toBe(
      'The notice window must be a whole number of hours',
    );
    expect(document.getElementById(`${reminder.id}-error`)?.textContent).toBe(
      'The first reminder must be at most 336 hours',
    );
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});
