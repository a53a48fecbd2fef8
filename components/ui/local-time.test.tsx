// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalTime } from './local-time';

afterEach(cleanup);

const plain = (text: string | null | undefined) => text?.replace(/[\u202f\u00a0]/g, ' ');

describe('LocalTime', () => {
  it('renders a <time> with the UTC instant and the words in the zone', () => {
    const { container } = render(<LocalTime instant="2026-11-23T21:00:00Z" timeZone="America/Chicago" />);
    const time = container.querySelector('time');
    expect(time?.getAttribute('datetime')).toBe('2026-11-23T21:00:00.000Z');
    expect(plain(time?.textContent)).toBe('Mon, Nov 23, 2026, 3:00 PM Central Standard Time');
  });

  it('shows only the time or only the date', () => {
    const { container } = render(
      <>
        <LocalTime instant={Date.parse('2026-11-24T03:00:00Z')} timeZone="America/Chicago" show="time" />
        <LocalTime instant={new Date('2026-11-24T03:00:00Z')} timeZone="America/Chicago" show="date" />
      </>,
    );
    const [time, date] = container.querySelectorAll('time');
    expect(plain(time?.textContent)).toBe('9:00 PM Central Standard Time');
    expect(date?.textContent).toBe('Monday, November 23, 2026');
  });
});
