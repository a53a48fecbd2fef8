// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pager } from './pager';
import { Skeleton } from './skeleton';
import { Spinner } from './spinner';
import { VisuallyHidden } from './visually-hidden';

afterEach(cleanup);

describe('Spinner', () => {
  it('has a hidden label and announces only when standalone', () => {
    render(<Spinner />);
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    cleanup();
    render(<Spinner announce label="Loading your documents" size="large" />);
    expect(screen.getByRole('status').textContent).toBe('Loading your documents');
  });
});

describe('Skeleton', () => {
  it('stands in for lines of content and says it is loading', () => {
    const { container } = render(<Skeleton label="Loading messages" lines={4} withTitle />);
    expect(screen.getByRole('status').textContent).toBe('Loading messages');
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(5);
  });

  it('draws one block, and at least one line', () => {
    const { container } = render(<Skeleton block lines={9} />);
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(1);
    cleanup();
    const zero = render(<Skeleton lines={0} />);
    expect(zero.container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(1);
  });
});

describe('Pager', () => {
  it('loads more on click and is busy while loading', async () => {
    const onLoadMore = vi.fn();
    const { rerender } = render(<Pager hasMore loading={false} onLoadMore={onLoadMore} />);
    await userEvent.click(screen.getByRole('button', { name: 'Load older' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
    rerender(<Pager hasMore loading onLoadMore={onLoadMore} />);
    const busy = screen.getByRole('button', { name: 'Loading Load older' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(busy);
    expect(onLoadMore).toHaveBeenCalledOnce();
  });

  it('shows nothing, or the end text, when everything is loaded', () => {
    const { container, rerender } = render(<Pager hasMore={false} loading={false} onLoadMore={() => {}} />);
    expect(container.textContent).toBe('');
    rerender(
      <Pager
        hasMore={false}
        loading={false}
        onLoadMore={() => {}}
        endText="This is the start of the chat."
        label="Show more"
      />,
    );
    expect(screen.getByText('This is the start of the chat.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('VisuallyHidden', () => {
  it('keeps its text in the accessible tree', () => {
    render(
      <button type="button">
        <span aria-hidden="true">★</span>
        <VisuallyHidden>Preferred pharmacy</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Preferred pharmacy' })).toBeTruthy();
  });
});
