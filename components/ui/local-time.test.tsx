// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CalendarDay, LocalTime, LocalTimeOption } from './local-time';

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

describe('hydrating the server’s text', () => {
  const SERVER_TEXT = 'Tue, Nov 24, 2026, 8:45 AM Nepal Time';
  const serverHtml = (iso: string) => `<time datetime="${iso}">${SERVER_TEXT}</time>`;

  afterEach(() => vi.restoreAllMocks());

  it('keeps the words the server wrote without formatting them again, then formats what changes', async () => {
    const container = document.createElement('div');
    container.innerHTML = serverHtml('2026-11-24T03:00:00.000Z');
    document.body.append(container);
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    const errors = vi.spyOn(console, 'error');
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <LocalTime instant="2026-11-24T03:00:00Z" timeZone="Asia/Kathmandu" />);
    });
    expect(container.textContent).toBe(SERVER_TEXT);
    expect(built).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    built.mockRestore();

    await act(async () => {
      root?.render(<LocalTime instant="2026-11-24T04:00:00Z" timeZone="Asia/Kathmandu" />);
    });
    expect(plain(container.textContent)).toBe('Tue, Nov 24, 2026, 9:45 AM Nepal Time');
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-24T04:00:00.000Z');
    await act(async () => root?.unmount());
    container.remove();
  });

  it('keeps the words of a choice of a <select> as the server wrote them', async () => {
    const container = document.createElement('div');
    container.innerHTML = `<select><option value="c1">Completed ${SERVER_TEXT}</option></select>`;
    document.body.append(container);
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    const errors = vi.spyOn(console, 'error');
    const choice = (
      <select defaultValue="c1">
        <LocalTimeOption value="c1" prefix="Completed" instant="2026-11-24T03:00:00Z" timeZone="Asia/Kathmandu" />
      </select>
    );
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, choice);
    });
    expect(container.querySelector('option')?.textContent).toBe(`Completed ${SERVER_TEXT}`);
    expect(built).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    await act(async () => root?.unmount());
    container.remove();
  });

  it('formats in full when first rendered in the browser', () => {
    const { container } = render(<CalendarDay day="1990-05-01" />);
    const time = container.querySelector('time');
    expect(time?.getAttribute('datetime')).toBe('1990-05-01');
    expect(time?.textContent).toBe('Tuesday, May 1, 1990');
  });
});
