// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from './link';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';

afterEach(cleanup);

describe('EmptyState', () => {
  it('has a heading, a sentence and an action', () => {
    render(
      <EmptyState
        title="No chats yet"
        text="Start a chat to talk to the assistant."
        action={<Link href="/chats/new">Start a chat</Link>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No chats yet' })).toBeTruthy();
    expect(screen.getByText('Start a chat to talk to the assistant.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start a chat' }).getAttribute('href')).toBe(
      '/chats/new',
    );
  });

  it('can sit under a level-two heading', () => {
    render(<EmptyState title="No appointments" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'No appointments' })).toBeTruthy();
  });
});

describe('ErrorState', () => {
  it('says what went wrong, what to do, offers a retry and shows the reference', async () => {
    const onRetry = vi.fn();
    render(<ErrorState message="We could not load your chats." onRetry={onRetry} requestId="req_8f2c" />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('We could not load your chats.')).toBeTruthy();
    expect(screen.getByText(/contact support with the reference below/)).toBeTruthy();
    expect(screen.getByText('Reference:').textContent).toBe('Reference: req_8f2c');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('without a request id or retry shows neither, and can be an alert with its own words', () => {
    render(
      <ErrorState
        alert
        title="Document not found"
        message="This document does not exist or is not yours."
        nextStep="Go back to your chats."
        action={<Link href="/chats">Your chats</Link>}
      />,
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.queryByText(/Reference/)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Your chats' })).toBeTruthy();
    expect(screen.getByText('Go back to your chats.')).toBeTruthy();
  });

  it('shows the retry as busy while it runs, and mentions no reference it does not have', () => {
    render(<ErrorState message="Failed" onRetry={() => {}} retrying />);
    expect(screen.getByText('Try again in a moment.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Try again/ }).getAttribute('aria-busy')).toBe('true');
  });
});
