// @vitest-environment happy-dom
import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { redirectIfSignedOut } from '@/lib/client/account/signed-out-redirect';
import { ApiClientError } from '@/lib/client/api-client-error';
import { CSRF_HEADER_NAME } from '@/lib/client/csrf-header';
import { browserTimeZone, formatTime } from '@/lib/client/format-time';
import { DownloadMyRecord } from './download-my-record';

vi.mock('@/lib/client/account/signed-out-redirect', () => ({ redirectIfSignedOut: vi.fn(() => true) }));

const BUNDLE = JSON.stringify({ resourceType: 'Bundle', type: 'collection', entry: [] });
const LIMITED_MESSAGE =
  'Your record can be downloaded 5 times in 15 minutes. Please try again in 12 minutes.';

interface Saved {
  href: string;
  download: string;
  inDocument: boolean;
}

let saved: Saved[];
let blobs: Map<string, Blob>;
let revoked: string[];

beforeEach(() => {
  saved = [];
  blobs = new Map();
  revoked = [];
  let objectUrls = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    objectUrls += 1;
    const url = `blob:http://localhost/record-${objectUrls}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
  // The browser's own download is out of reach in a test: record what would have been saved instead.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download, inDocument: this.isConnected });
  });
  vi.mocked(redirectIfSignedOut).mockClear();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function bundleAnswer(headers: Record<string, string> = {}) {
  return new Response(BUNDLE, {
    status: 200,
    headers: { 'Content-Type': 'application/fhir+json; charset=utf-8', ...headers },
  });
}

function errorAnswer(status: number, body: object, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'X-Request-ID': 'req-7', ...headers },
  });
}

function stubFetch(...answers: Array<() => Promise<Response> | Response>) {
  const fetch = vi.fn(async () => {
    const next = answers.shift();
    if (!next) throw new Error('No answer left for this fetch');
    return next();
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderSection() {
  // As the app's query client (app/providers.tsx): a failed mutation goes to the signed-out redirect.
  const client = new QueryClient({
    mutationCache: new MutationCache({ onError: (error) => void redirectIfSignedOut(error) }),
    defaultOptions: { mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <DownloadMyRecord />
    </QueryClientProvider>,
  );
  return screen.getByRole('button', { name: 'Download my record' });
}

describe('Download my record', () => {
  it('keeps the limit in words next to the button', () => {
    stubFetch();
    renderSection();
    expect(screen.getByText(/can be downloaded up to 5 times in 15 minutes\./)).toBeTruthy();
  });

  it('says it is preparing while the record is fetched, then saves it under the name the answer gives', async () => {
    let answer!: (response: Response) => void;
    const fetch = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const button = renderSection();
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');

    await userEvent.click(button);
    await waitFor(() => expect(status.textContent).toBe('Preparing your record…'));
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/users/me/fhir');
    expect(init.method).toBe('GET');
    expect(new Headers(init.headers).has(CSRF_HEADER_NAME)).toBe(true);

    act(() =>
      answer(bundleAnswer({ 'Content-Disposition': 'attachment; filename="record-2026.fhir.json"' })),
    );
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      href: 'blob:http://localhost/record-1',
      download: 'record-2026.fhir.json',
      inDocument: true,
    });
    expect(await blobs.get(saved[0]!.href)!.text()).toBe(BUNDLE);
    // The temporary link is gone, the memory given back shortly after.
    expect(document.querySelector('a[download]')).toBeNull();
    await waitFor(() => expect(revoked).toEqual(['blob:http://localhost/record-1']));
    await waitFor(() =>
      expect(status.textContent).toBe('Your record was downloaded as record-2026.fhir.json.'),
    );
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("falls back to the route's own file name when the answer names none", async () => {
    stubFetch(() => bundleAnswer());
    await userEvent.click(renderSection());
    await waitFor(() => expect(saved.map((file) => file.download)).toEqual(['my-record.fhir.json']));
  });

  it('shows why a download is refused and when it can be asked again, and lets the patient try again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T14:00:20Z'));
    stubFetch(
      () =>
        errorAnswer(
          429,
          { code: 'error.rate_limited', message: LIMITED_MESSAGE, data: { retryAfterSeconds: 700 } },
          { 'Retry-After': '700' },
        ),
      () => bundleAnswer({ 'Content-Disposition': 'attachment; filename="my-record.fhir.json"' }),
    );
    const button = renderSection();
    await userEvent.click(button);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your record was not downloaded')).toBeTruthy();
    expect(within(alert).getByText(LIMITED_MESSAGE)).toBeTruthy();
    // 14:00:20 + 700 s is 14:11:56, said as 14:12 so that it is never a few seconds early.
    const again = formatTime('2026-11-27T14:12:00Z', browserTimeZone());
    expect(alert.textContent).toContain(`You can download it again at ${again}.`);
    expect(alert.textContent).toContain('Reference: req-7');
    expect(saved).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('');

    expect(button.hasAttribute('aria-disabled')).toBe(false);
    await userEvent.click(button);
    await waitFor(() => expect(saved.map((file) => file.download)).toEqual(['my-record.fhir.json']));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the server cannot be reached, and keeps the button usable', async () => {
    const fetch = stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const button = renderSection();
    await userEvent.click(button);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('You appear to be offline, or the server cannot be reached.');
    expect(alert.textContent).not.toContain('You can download it again');
    expect(alert.textContent).not.toContain('Reference:');
    expect(saved).toEqual([]);
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    stubFetch(() => bundleAnswer());
    await userEvent.click(button);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("shows the server's words when it fails, with the reference for support", async () => {
    stubFetch(() =>
      errorAnswer(503, {
        code: 'error.service_unavailable',
        message: 'The consultation service is unavailable. Please try again in a moment.',
      }),
    );
    await userEvent.click(renderSection());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The consultation service is unavailable.');
    expect(alert.textContent).toContain('Reference: req-7');
  });

  it('sends a signed-out patient to sign in, as every call does, instead of showing an error', async () => {
    stubFetch(() => errorAnswer(401, { code: 'error.auth.required', message: 'Please sign in.' }));
    await userEvent.click(renderSection());
    await waitFor(() => expect(redirectIfSignedOut).toHaveBeenCalledTimes(1));
    const error = vi.mocked(redirectIfSignedOut).mock.calls[0]![0];
    expect(error).toBeInstanceOf(ApiClientError);
    expect((error as ApiClientError).isSignedOut).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(saved).toEqual([]);
  });
});
