import { z } from 'zod';
import { blankToUndefined, documented, optionalText } from '@/lib/bff/config/env-fields';

/** Where the app's data (and the embedded service's) is kept. */
export const dataEnv = z.object({
  DATABASE_URL: documented(
    z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// connection string')
        .optional(),
    ),
    {
      description:
        "`postgres://…`: the app's data (and the embedded service's) in PostgreSQL, shareable by many instances.",
      shownDefault: 'PGlite under `.data/pglite`',
    },
  ),
  DATA_DIR: documented(z.preprocess(blankToUndefined, z.string().default('.data')), {
    description:
      "Folder for local data: the PGlite database, the development session secret, the demo token and the demo staff admin's password.",
    shownDefault: '`.data`',
  }),
  EMBEDDED_DATABASE: optionalText({
    description:
      "`memory`: keep the embedded service's data and the app's in memory; nothing survives the process (`DATABASE_URL` wins).",
    shownDefault: 'PGlite under `DATA_DIR` (or `DATABASE_URL`)',
  }),
});

export const dataConfig = dataEnv.transform((env) => ({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  /** EMBEDDED_DATABASE=memory (the test switch APP_DATABASE=memory has the same effect on the app). */
  embeddedDatabaseInMemory: env.EMBEDDED_DATABASE === 'memory',
}));
