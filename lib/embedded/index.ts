import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { getSharedDatabase, openDatabase, type Database, type DatabaseHandle } from '@/lib/db/connection';
import { serviceSettings } from '@/lib/db/embedded-schema';
import { createEmbeddedApp, API_BASE_PATH, type EmbeddedApp } from './app';
import { readEmbeddedConfig, type EmbeddedConfig } from './config';
import { databaseLocation } from './database-location';
import { systemClock, type Clock, type EmbeddedDeps } from './context';
import { createFaultController, parseFaultSpec, type FaultController } from './faults';
import { newSecret } from './ids';
import { addOrganization, ensureToken } from './provisioning';

export { API_BASE_PATH } from './app';
export type { EmbeddedConfig } from './config';
export { databaseLocation } from './database-location';

export interface EmbeddedService {
  /** The service as a Fetch-API handler: requests to `<any origin>/api/v1/...`. */
  fetch(request: Request): Promise<Response>;
  readonly app: EmbeddedApp;
  readonly deps: EmbeddedDeps;
  readonly faults: FaultController;
  /** The organizations provisioned at start, with their configured tokens (the first is the app's). */
  readonly organizations: ReadonlyArray<{ name: string; token: string }>;
  close(): Promise<void>;
}

export interface CreateEmbeddedServiceOptions {
  config?: EmbeddedConfig;
  clock?: Clock;
  /** Address a browser reaches the service at, ending in /api/v1 (waiting room links). */
  publicBaseUrl?: string;
  /** Share one database handle per process (the app) or own it (standalone server, tests). */
  sharedDatabase?: boolean;
}

export const DEMO_ORGANIZATION = 'demo';

const DEMO_TOKEN_SETTING = 'demo_token';

const newDemoToken = () => `demo_${newSecret(24)}`;

/**
 * The demo token is random, and kept with the data so that every start (and, on PostgreSQL, every instance
 * sharing the database) uses the same one: a file beside the PGlite folder, a row of
 * `embedded.service_settings` in PostgreSQL, nowhere in memory. Instances starting together on PostgreSQL
 * agree: the first insert wins and every instance reads the winner.
 */
async function demoToken(config: EmbeddedConfig, db: Database): Promise<string> {
  switch (config.database.kind) {
    case 'memory':
      return newDemoToken();
    case 'file': {
      const file = path.resolve(config.database.dataDir, 'demo-token');
      if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const token = newDemoToken();
      fs.writeFileSync(file, token, { mode: 0o600 });
      return token;
    }
    case 'postgres': {
      await db
        .insert(serviceSettings)
        .values({ name: DEMO_TOKEN_SETTING, value: newDemoToken() })
        .onConflictDoNothing();
      const [kept] = await db
        .select({ value: serviceSettings.value })
        .from(serviceSettings)
        .where(eq(serviceSettings.name, DEMO_TOKEN_SETTING));
      if (!kept) throw new Error('The demo token could not be kept in the database.');
      return kept.value;
    }
  }
}

export async function createEmbeddedService(
  options: CreateEmbeddedServiceOptions = {},
): Promise<EmbeddedService> {
  const config = options.config ?? readEmbeddedConfig();
  const location = databaseLocation(config);
  const handle: DatabaseHandle = options.sharedDatabase
    ? await getSharedDatabase(location)
    : await openDatabase(location);
  await handle.migrate('embedded');

  const organizations =
    config.organizations.length > 0
      ? config.organizations
      : [{ name: DEMO_ORGANIZATION, token: await demoToken(config, handle.db) }];
  for (const { name, token } of organizations) {
    await addOrganization(handle.db, name);
    await ensureToken(handle.db, name, token);
  }

  const faults = createFaultController(parseFaultSpec(config.faults));
  const deps: EmbeddedDeps = {
    db: handle.db,
    clock: options.clock ?? systemClock,
    config,
    faults,
    publicBaseUrl: (options.publicBaseUrl ?? `http://localhost:4010${API_BASE_PATH}`).replace(/\/$/, ''),
  };
  const app = createEmbeddedApp(deps);
  return {
    fetch: async (request) => app.fetch(request),
    app,
    deps,
    faults,
    organizations,
    close: () => (options.sharedDatabase ? Promise.resolve() : handle.close()),
  };
}
