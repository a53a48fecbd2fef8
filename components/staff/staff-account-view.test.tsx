// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StaffAccountView } from './staff-account-view';

afterEach(cleanup);

describe('StaffAccountView', () => {
  it('says who is signed in, with what role, and offers the password form', () => {
    render(<StaffAccountView email="lenny@springfield.test" role="admin" />);
    const facts = screen.getAllByRole('definition').map((item) => item.textContent);
    expect(facts).toEqual(['lenny@springfield.test', 'Admin: also the staff accounts, logs and settings']);
    const section = screen.getByRole('region', { name: 'Change your password' });
    expect(within(section).getByLabelText('Current password')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Change password' })).toBeTruthy();
  });
});
