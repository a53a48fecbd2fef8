import { useQueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '@/lib/client/api-client-error';
import { redirectIfSignedOut } from '@/lib/client/account/signed-out-redirect';
import { getQueryClient, QueryProvider } from './providers';

vi.mock('@/lib/client/account/signed-out-redirect', () => ({ redirectIfSignedOut: vi.fn(() => true) }));

const signedOut = () => new ApiClientError({ status: 401, code: 'error.auth.required', message: 'Sign in' });

function ClientProbe({ seen }: { seen: unknown[] }) {
  seen.push(useQueryClient());
  return <p>ready</p>;
}

describe('QueryProvider in the browser', () => {
  it('renders its children inside a QueryClientProvider', () => {
    render(
      <QueryProvider>
        <ClientProbe seen={[]} />
      </QueryProvider>,
    );
    expect(screen.getByText('ready')).toBeDefined();
  });

  it('keeps one QueryClient for the tab, across renders and remounts', () => {
    const seen: unknown[] = [];
    const first = render(
      <QueryProvider>
        <ClientProbe seen={seen} />
      </QueryProvider>,
    );
    first.unmount();
    render(
      <QueryProvider>
        <ClientProbe seen={seen} />
      </QueryProvider>,
    );
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);
    expect(seen[0]).toBe(getQueryClient());
  });
});

describe('the QueryClient of the tab', () => {
  it('hands a failed query to the signed-out redirect once, without retrying it', async () => {
    vi.mocked(redirectIfSignedOut).mockClear();
    const query = vi.fn(() => Promise.reject(signedOut()));
    await getQueryClient()
      .fetchQuery({ queryKey: ['signed-out-probe'], queryFn: query })
      .catch(() => undefined);
    expect(query).toHaveBeenCalledTimes(1);
    expect(redirectIfSignedOut).toHaveBeenCalledTimes(1);
    expect(vi.mocked(redirectIfSignedOut).mock.calls[0]?.[0]).toBeInstanceOf(ApiClientError);
  });

  it('hands a failed mutation to the signed-out redirect', async () => {
    vi.mocked(redirectIfSignedOut).mockClear();
    const error = signedOut();
    const mutation = getQueryClient()
      .getMutationCache()
      .build(getQueryClient(), { mutationFn: () => Promise.reject(error) });
    await mutation.execute(undefined).catch(() => undefined);
    expect(redirectIfSignedOut).toHaveBeenCalledWith(error);
  });

  it('still retries a failure that is not about the session once', async () => {
    const query = vi.fn(() =>
      Promise.reject(new ApiClientError({ status: 503, code: 'x', message: 'busy' })),
    );
    await getQueryClient()
      .fetchQuery({ queryKey: ['busy-probe'], queryFn: query, retryDelay: 0 })
      .catch(() => undefined);
    expect(query).toHaveBeenCalledTimes(2);
  });
});
