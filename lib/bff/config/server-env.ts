import { z } from 'zod';
import { documented, optionalText, optionalUrl, wholeNumber } from '@/lib/bff/config/env-fields';

/** The process and the web server it runs: mode, address, proxies in front, and how it stops. */
export const serverEnv = z.object({
  NODE_ENV: documented(z.enum(['development', 'production', 'test']).default('development'), {
    description:
      'Set by the tools: `production` under `next start` and the standalone server, `development` under `npm run dev`, `test` under Vitest. Production requires `SESSION_SECRET` and a consultation service, and refuses the test switches.',
    shownDefault: '`development`',
  }),
  PORT: optionalText({
    description: 'The port the server listens on (`next start -p` or the standalone `server.js`).',
    shownDefault: '3000',
  }),
  APP_URL: optionalUrl(/^https?$/, 'APP_URL must be an http(s) URL', {
    description:
      "The app's public address, used in the embedded service's waiting-room links and in the links of e-mails to patients (read by the embedded service when it first starts).",
    shownDefault: '`http://localhost:$PORT`',
  }),
  TRUST_PROXY_HOPS: wholeNumber(
    'TRUST_PROXY_HOPS',
    { min: 0, max: 10, unit: 'proxies', fallback: 0 },
    {
      description:
        "How many proxies in front of the app append to `X-Forwarded-For` (1 behind a single load balancer). The client address of the sign-in and registration throttles is the entry that many hops from the end; with 0 the header is ignored and the connection's own address is used (`X-Real-IP` is never read), and a request whose header was written by a proxy logs one warning per process saying to set this. Left at 0 behind a proxy, every client shares the proxy's address and one client's failures refuse them all. The throttles count an IPv4 client by its address and an IPv6 client by its /64 (ADR 0085).",
    },
  ),
  SHUTDOWN_GRACE_SECONDS: wholeNumber(
    'SHUTDOWN_GRACE_SECONDS',
    { min: 0, max: 3_600, unit: 'seconds', fallback: 10 },
    {
      description:
        'How long a stopping instance lets open chat streams finish before ending them (ADR 0060).',
    },
  ),
});

export const serverConfig = serverEnv.transform((env) => ({
  nodeEnv: env.NODE_ENV,
  /** The links in e-mails, made as the embedded service's waiting-room links are. */
  appUrl: (env.APP_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/$/, ''),
  /**
   * How many proxies in front of the app append to X-Forwarded-For; 0 (the default) trusts no header and
   * uses the socket's address.
   */
  trustProxyHops: env.TRUST_PROXY_HOPS,
  /** How long a stopping instance lets open chat streams run before ending them. */
  shutdownGraceMs: env.SHUTDOWN_GRACE_SECONDS * 1000,
}));
