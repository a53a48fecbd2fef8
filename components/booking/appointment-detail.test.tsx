// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, withQueryClient } from '@/testing/client/fake-api';
import { AppointmentDetail } from './appointment-detail';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const inTwoHours = new Date(Date.now() + 2 * 3_600_000);
const visit = {
  id: 'apt_1',
  createdAt: '2026-11-20T10:00:00Z',
  chatId: 'cht_1',
  status: 'booked',
  durationMinutes: 20,
  location: { state: 'IL' },
  startsAt: inTwoHours.toISOString(),
  endsAt: new Date(inTwoHours.getTime() + 20 * 60_000).toISOString(),
};

function serve(noticeHours: number) {
  fakeApi({
    'GET /api/appointments/apt_1': () => ({ data: visit }),
    'GET /api/booking-policy': () => ({ data: { noticeHours, contactText: 'Call the desk at 555-0100.' } }),
  });
}

describe('AppointmentDetail and the notice window', () => {
  it('shows whom to contact in place of Reschedule and Cancel inside the window', async () => {
    serve(24);
    render(withQueryClient(<AppointmentDetail appointmentId="apt_1" justBooked={false} />));
    expect(await screen.findByText('Changes need a call now')).toBeTruthy();
    expect(screen.getByText(/starts within 24 hours/)).toBeTruthy();
    expect(screen.getByText('Call the desk at 555-0100.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reschedule' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel appointment' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeTruthy();
  });

  it('offers both outside it', async () => {
    serve(1);
    render(withQueryClient(<AppointmentDetail appointmentId="apt_1" justBooked={false} />));
    expect(await screen.findByRole('button', { name: 'Cancel appointment' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reschedule' })).toBeTruthy();
    expect(screen.queryByText('Changes need a call now')).toBeNull();
  });
});
