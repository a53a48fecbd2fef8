/**
 * A browser's cookie store in miniature, standing in for `cookies()` from next/headers in tests (and
 * `headers()`, which carries the jar's cookies):
 *
 *   vi.mock('next/headers', async () => (await import('@/testing/cookie-jar')).nextHeadersMock);
 *
 * What a handler sets is what the next handler reads, as in a browser; the last options given for each
 * cookie are kept for assertions.
 */

export interface CookieOptions {
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'lax' | 'strict' | 'none' | boolean;
  path?: string;
  maxAge?: number;
  expires?: Date | number;
}

export class CookieJar {
  private readonly values = new Map<string, string>();
  private readonly lastOptions = new Map<string, CookieOptions>();

  get(name: string): { name: string; value: string } | undefined {
    const value = this.values.get(name);
    return value === undefined ? undefined : { name, value };
  }

  getAll(): Array<{ name: string; value: string }> {
    return [...this.values].map(([name, value]) => ({ name, value }));
  }

  has(name: string): boolean {
    return this.values.has(name);
  }

  set(name: string, value: string, options: CookieOptions = {}): this {
    this.lastOptions.set(name, options);
    const expired =
      options.maxAge !== undefined
        ? options.maxAge <= 0
        : options.expires !== undefined && new Date(options.expires).getTime() <= Date.now();
    if (expired) this.values.delete(name);
    else this.values.set(name, value);
    return this;
  }

  delete(name: string): this {
    this.values.delete(name);
    this.lastOptions.set(name, { maxAge: 0 });
    return this;
  }

  optionsOf(name: string): CookieOptions | undefined {
    return this.lastOptions.get(name);
  }

  clear(): void {
    this.values.clear();
    this.lastOptions.clear();
  }
}

export const testCookieJar = new CookieJar();

/** The jar's cookies as a browser sends them in a `Cookie` header; undefined when it holds none. */
export function jarCookieHeader(): string | undefined {
  const cookie = testCookieJar
    .getAll()
    .map(({ name, value }) => `${name}=${value}`)
    .join('; ');
  return cookie || undefined;
}

export const nextHeadersMock = {
  cookies: async () => testCookieJar,
  // The request's headers: the jar's cookies, as a browser sends them, and nothing else (no cross-site
  // marker, as for a page opened from the app itself).
  headers: async () => {
    const cookie = jarCookieHeader();
    return new Headers(cookie ? { cookie } : {});
  },
};
