import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { getSharedDatabase, openDatabase, type DatabaseHandle } from '@/lib/db/connection';
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

/** The demo token is random, and kept next to the database so that it survives restarts. */
function demoToken(config: EmbeddedConfig): string {
  if (config.database.kind !== 'file') return `demo_${newSecret(24)}`;
  const file = path.resolve(config.database.dataDir, 'demo-token');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const token = `demo_${newSecret(24)}`;
  fs.writeFileSync(file, token, { mode: 0o600 });
  return token;
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
      : [{ name: DEMO_ORGANIZATION, token: demoToken(config) }];
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
