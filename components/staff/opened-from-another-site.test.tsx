// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OpenedFromAnotherSite } from './opened-from-another-site';

const location = vi.hoisted(() => ({ pathname: '/staff/patients/pat_1' }));
vi.mock('next/navigation', () => ({ usePathname: () => location.pathname }));
afterEach(() => {
  cleanup();
  location.pathname = '/staff/patients/pat_1';
});

/** Stands for the page's contents: mounting it is what would start the page's reads. */
const mounted = vi.fn();
function PageContents() {
  mounted();
  return <p>Marge Bouvier</p>;
}

describe('OpenedFromAnotherSite', () => {
  it('shows the page at once when the dashboard itself or the address bar led here', () => {
    render(
      <OpenedFromAnotherSite held={false}>
        <PageContents />
      </OpenedFromAnotherSite>,
    );
    expect(screen.getByText('Marge Bouvier')).toBeTruthy();
  });

  it('holds a page another site led to, mounting nothing of it until the staff member opens it', () => {
    mounted.mockClear();
    render(
      <OpenedFromAnotherSite held>
        <PageContents />
      </OpenedFromAnotherSite>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Open this page?' })).toBeTruthy();
    expect(screen.getByText('/staff/patients/pat_1')).toBeTruthy();
    expect(screen.queryByText('Marge Bouvier')).toBeNull();
    expect(mounted).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Open this page' }));
    expect(screen.getByText('Marge Bouvier')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Open this page?' })).toBeNull();
  });

  it('counts a move to another page of the dashboard as the staff member opening it', () => {
    const { rerender } = render(
      <OpenedFromAnotherSite held>
        <PageContents />
      </OpenedFromAnotherSite>,
    );
    expect(screen.queryByText('Marge Bouvier')).toBeNull();
    location.pathname = '/staff';
    rerender(
      <OpenedFromAnotherSite held>
        <PageContents />
      </OpenedFromAnotherSite>,
    );
    expect(screen.getByText('Marge Bouvier')).toBeTruthy();
  });
});
