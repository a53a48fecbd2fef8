// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClosedComposer } from './closed-composer';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

afterEach(cleanup);

const withQueries = (ui: ReactNode) => <QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>;

describe('ClosedComposer', () => {
  it('says a sentence once when the service message opens with it', () => {
    render(
      withQueries(
        <ClosedComposer
          reason="consultation_complete"
          message="This consultation is complete. A summary has been prepared for your care team."
          safety={false}
        />,
      ),
    );
    expect(screen.getAllByText(/This consultation is complete\./)).toHaveLength(1);
    expect(screen.getByText(/A summary has been prepared/)).toBeTruthy();
    expect(screen.queryByText('This chat is complete.')).toBeNull();
  });

  it('says a completed chat is complete when the service gave no message', () => {
    render(withQueries(<ClosedComposer reason="consultation_complete" message={null} safety={false} />));
    expect(screen.getByText('This chat is complete.')).toBeTruthy();
  });

  it('gives the reason in words and the service message when they differ', () => {
    render(withQueries(<ClosedComposer reason="repeated_offtopic" message="Goodbye for now." safety={false} />));
    expect(screen.getByText(/kept moving away from health questions/)).toBeTruthy();
    expect(screen.getByText('Goodbye for now.')).toBeTruthy();
  });

  it('offers no new chat after a safety event', () => {
    render(withQueries(<ClosedComposer reason={null} message="Call 911." safety />));
    expect(screen.getByText('This chat is closed for your safety.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New chat' })).toBeNull();
  });
});
