// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TimeZoneProvider } from '@/lib/client/time-zone';
import { CalendarDay, ListTime, LocalTime, LocalTimeOption } from './local-time';

afterEach(cleanup);

const plain = (text: string | null | undefined) => text?.replace(/[\u202f\u00a0]/g, ' ');

describe('LocalTime', () => {
  it('renders a <time> with the UTC instant and the words in the zone', () => {
    const { container } = render(<LocalTime instant="2026-11-23T21:00:00Z" timeZone="America/Chicago" />);
    const time = container.querySelector('time');
    expect(time?.getAttribute('datetime')).toBe('2026-11-23T21:00:00.000Z');
    expect(plain(time?.textContent)).toBe('Mon, Nov 23, 2026, 3:00 PM CST');
  });

  it('shows only the time or only the date', () => {
    const { container } = render(
      <>
        <LocalTime instant={Date.parse('2026-11-24T03:00:00Z')} timeZone="America/Chicago" show="time" />
        <LocalTime instant={new Date('2026-11-24T03:00:00Z')} timeZone="America/Chicago" show="date" />
      </>,
    );
    const [time, date] = container.querySelectorAll('time');
    expect(plain(time?.textContent)).toBe('9:00 PM CST');
    expect(date?.textContent).toBe('Monday, November 23, 2026');
  });
});

describe('hydrating the server’s text', () => {
  const SERVER_TEXT = 'Tue, Nov 24, 2026, 8:45 AM GMT+5:45';
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
    expect(plain(container.textContent)).toBe('Tue, Nov 24, 2026, 9:45 AM GMT+5:45');
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
        <LocalTimeOption
          value="c1"
          prefix="Completed"
          instant="2026-11-24T03:00:00Z"
          timeZone="Asia/Kathmandu"
        />
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

describe('ListTime', () => {
  const NOW = Date.parse('2026-11-27T18:00:00Z');
  const inList = (instant: string, serverNow = NOW) => (
    <TimeZoneProvider serverZone="America/Chicago" serverNow={serverNow}>
      <ListTime instant={instant} timeZone="America/Chicago" />
    </TimeZoneProvider>
  );

  afterEach(() => vi.useRealTimers());

  it('shows how long ago, with the full time on hover and for screen readers', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const { container } = render(inList('2026-11-27T17:55:00Z'));
    const time = container.querySelector('time')!;
    expect(time.getAttribute('datetime')).toBe('2026-11-27T17:55:00.000Z');
    expect(plain(time.getAttribute('title'))).toBe('Fri, Nov 27, 2026, 11:55 AM CST');
    const [shown, spoken] = time.querySelectorAll('span');
    expect(shown?.textContent).toBe('5 min. ago');
    expect(shown?.getAttribute('aria-hidden')).toBe('true');
    expect(plain(spoken?.textContent)).toBe('Fri, Nov 27, 2026, 11:55 AM CST');
  });

  it('shows an older time as a short date and time with the zone', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const { container } = render(inList('2026-11-20T17:55:00Z'));
    expect(plain(container.querySelector('time span')?.textContent)).toBe('Fri, Nov 20, 11:55 AM CST');
  });

  it('hydrates the server’s words without a mismatch, then counts on with the browser’s clock', async () => {
    const serverNow = Date.parse('2026-11-27T17:57:00Z');
    // The server's HTML: the same component rendered at the server's time, in the same zone.
    vi.useFakeTimers({ now: serverNow, toFake: ['Date'] });
    const server = render(inList('2026-11-27T17:55:00Z', serverNow));
    const container = document.createElement('div');
    container.innerHTML = server.container.innerHTML;
    server.unmount();
    vi.useRealTimers();
    expect(container.querySelector('time span')?.textContent).toBe('2 min. ago');
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    // The browser's clock is a few minutes on from the server's by the time the page hydrates.
    vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval'] });
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, inList('2026-11-27T17:55:00Z', serverNow));
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('time span')?.textContent).toBe('5 min. ago');
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(container.querySelector('time span')?.textContent).toBe('6 min. ago');
    await act(async () => root?.unmount());
    container.remove();
  });
});
