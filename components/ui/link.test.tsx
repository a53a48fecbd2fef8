// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link } from './link';

// What the wrapper asks of next/link is the subject here; next/link's own prefetching is the e2e tests'.
vi.mock('next/link', () => ({
  default: ({ prefetch, href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { prefetch?: unknown }) => (
    <a href={String(href)} data-prefetch={String(prefetch)} {...props} />
  ),
}));

afterEach(cleanup);

const link = () => screen.getByRole('link', { name: 'Appointments' });

describe('Link', () => {
  it.each([
    ['a pointer over it', (element: HTMLElement) => fireEvent.mouseEnter(element)],
    ['a finger on it', (element: HTMLElement) => fireEvent.touchStart(element)],
    ['keyboard focus', (element: HTMLElement) => fireEvent.focus(element)],
  ])('does not prefetch on sight, and does after %s', (_intent, showIntent) => {
    render(<Link href="/appointments">Appointments</Link>);
    expect(link().dataset.prefetch).toBe('false');
    showIntent(link());
    expect(link().dataset.prefetch).toBe('undefined');
  });

  it("keeps the caller's handlers and an explicit choice", () => {
    const onMouseEnter = vi.fn();
    const onFocus = vi.fn();
    const { rerender } = render(
      <Link href="/appointments" prefetch onMouseEnter={onMouseEnter} onFocus={onFocus}>
        Appointments
      </Link>,
    );
    fireEvent.mouseEnter(link());
    fireEvent.focus(link());
    expect(onMouseEnter).toHaveBeenCalledOnce();
    expect(onFocus).toHaveBeenCalledOnce();
    expect(link().dataset.prefetch).toBe('true');
    rerender(
      <Link href="/appointments" prefetch={false}>
        Appointments
      </Link>,
    );
    fireEvent.mouseEnter(link());
    expect(link().dataset.prefetch).toBe('false');
  });
});
