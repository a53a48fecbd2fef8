import { z } from 'zod';
import { blankToUndefined, documented, optionalText, optionalUrl } from '@/lib/bff/config/env-fields';

/** Which consultation service the app talks to, and as which organization. */
export const serviceEnv = z.object({
  SERVICE_BASE_URL: optionalUrl(/^https?$/, 'SERVICE_BASE_URL must be an http(s) URL ending in /api/v1', {
    description:
      'Base address of the remote service, including `/api/v1`. With `SERVICE_API_TOKEN`, selects remote mode.',
    shownDefault: 'unset: embedded mode',
  }),
  SERVICE_API_TOKEN: optionalText({
    description: "The organization's API token for the remote service. Server-side only.",
    shownDefault: 'unset',
  }),
  EMBEDDED_SERVICE: documented(
    z.preprocess(
      blankToUndefined,
      z.enum(['0', '1'], { error: 'EMBEDDED_SERVICE must be 1 (run the embedded service) or 0' }).optional(),
    ),
    {
      description:
        '`1`: run the embedded service in production (`NODE_ENV=production`, as `next start` sets). Without a remote service and without this, production refuses to start rather than serve the stand-in service and its demo admin. `npm run dev` needs nothing.',
      shownDefault: 'unset: production needs a remote service',
    },
  ),
  ORGANIZATION_ID: documented(
    z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9][\w.-]{0,63}$/, 'ORGANIZATION_ID must be 1-64 letters, digits, ".", "_" or "-"')
        .optional(),
    ),
    {
      description:
        'The organization every account of this deployment belongs to. Unset, one is kept in the database at the first start; deployments of different organizations sharing a database must each set it. A token rotation is a restart with the new token and nothing else.',
      shownDefault: 'kept in the database',
    },
  ),
});

export type ServiceMode = { kind: 'embedded' } | { kind: 'remote'; baseUrl: string; token: string };

export const serviceConfig = serviceEnv
  .superRefine((env, context) => {
    const problem = (message: string) => context.addIssue({ code: 'custom', message, input: env });
    if (env.SERVICE_BASE_URL && !env.SERVICE_API_TOKEN) {
      problem('SERVICE_BASE_URL is set but SERVICE_API_TOKEN is not: remote mode needs both.');
    }
    if (env.SERVICE_API_TOKEN && !env.SERVICE_BASE_URL) {
      problem('SERVICE_API_TOKEN is set but SERVICE_BASE_URL is not: remote mode needs both.');
    }
    if (env.SERVICE_BASE_URL && !/\/api\/v1\/?$/.test(env.SERVICE_BASE_URL)) {
      problem(`SERVICE_BASE_URL must include the version prefix /api/v1 (got ${env.SERVICE_BASE_URL}).`);
    }
  })
  .transform((env) => {
    const service: ServiceMode =
      env.SERVICE_BASE_URL && env.SERVICE_API_TOKEN
        ? { kind: 'remote', baseUrl: env.SERVICE_BASE_URL.replace(/\/$/, ''), token: env.SERVICE_API_TOKEN }
        : { kind: 'embedded' };
    return {
      service,
      /** EMBEDDED_SERVICE=1: production may run the embedded stand-in (checked with NODE_ENV in app-config.ts). */
      embeddedServiceRequested: env.EMBEDDED_SERVICE === '1',
      /** ORGANIZATION_ID: the key of this deployment's accounts; unset, one is kept in the database. */
      organizationId: env.ORGANIZATION_ID,
    };
  });
