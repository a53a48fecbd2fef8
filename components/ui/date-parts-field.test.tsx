// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { describedBy } from '@/testing/client/described-by';
import { DatePartsField } from './date-parts-field';

afterEach(cleanup);

function Harness({ initial = '', error }: { initial?: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DatePartsField
        legend="Date of birth"
        hint="For example, 27 3 1985."
        autoComplete="bday"
        name="dateOfBirth"
        value={value}
        error={error}
        onChange={(event) => setValue(event.target.value)}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('DatePartsField', () => {
  it('is a group named by its legend, with a labelled number box for the day, the month and the year', () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Date of birth' });
    const boxes = ['Day', 'Month', 'Year'].map((label) => within(group).getByLabelText(label));
    expect(boxes.map((box) => box.getAttribute('autocomplete'))).toEqual([
      'bday-day',
      'bday-month',
      'bday-year',
    ]);
    expect(boxes.map((box) => box.getAttribute('inputmode'))).toEqual(['numeric', 'numeric', 'numeric']);
    for (const box of boxes) {
      expect(box.hasAttribute('aria-invalid')).toBe(false);
      expect(describedBy(box)).toEqual(['For example, 27 3 1985.']);
    }
  });

  it('keeps what is typed in each part, digits only', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByLabelText('Day'), '2x7');
    await userEvent.type(screen.getByLabelText('Year'), '1985');
    expect(screen.getByTestId('value').textContent).toBe('1985--27');
    await userEvent.type(screen.getByLabelText('Month'), '3');
    expect(screen.getByTestId('value').textContent).toBe('1985-3-27');
    expect(screen.getByLabelText('Day')).toHaveProperty('value', '27');
  });

  it('shows a date it is given, and an error on every part, read first', () => {
    render(<Harness initial="2016-04-01" error="Age must be from 18 through 120 years" />);
    const boxes = ['Day', 'Month', 'Year'].map((label) => screen.getByLabelText(label));
    expect(boxes.map((box) => (box as HTMLInputElement).value)).toEqual(['01', '04', '2016']);
    for (const box of boxes) {
      expect(box.getAttribute('aria-invalid')).toBe('true');
      expect(describedBy(box)).toEqual(['Age must be from 18 through 120 years', 'For example, 27 3 1985.']);
    }
  });
});
