import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildProduction, startNextStart } from './processes';

/** The bare app that sets the floor: see its next.config.mjs. */
export const FLOOR_DIRECTORY = join('scripts', 'bench', 'floor');

/** The demo staff admin the app seeds in embedded mode (lib/bff/staff/demo-staff.ts), signed in with: */
export const DEMO_STAFF_EMAIL = 'staff@demo.test';
/** The demo staff admin's password for this run's in-memory database (the e2e server's, as it is no secret). */
export const DEMO_STAFF_PASSWORD = 'springfield-bench-dashboard-2026';

/** The app's global stylesheet, which the floor's reference page loads as every page of the app does. */
const APP_STYLESHEET = join('app', 'globals.css');

/** What the floor's build is made from: the installed `next`, the floor's own files and the app's stylesheet. */
function floorSources(directory: string): string[] {
  const ownFiles = readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((file) => !file.startsWith('.next') && /\.(tsx?|mjs|css|json)$/.test(file))
    .map((file) => join(directory, file));
  return [join('node_modules', 'next', 'package.json'), APP_STYLESHEET, ...ownFiles];
}

/**
 * The floor's build is kept between runs; it is built again when missing or older than anything it is made
 * from, so that the floor always comes from the same framework (and the reference from the same stylesheet)
 * as the app.
 */
export function floorBuildIsCurrent(directory = FLOOR_DIRECTORY): boolean {
  const buildId = join(directory, '.next', 'BUILD_ID');
  if (!existsSync(buildId)) return false;
  const builtAt = statSync(buildId).mtimeMs;
  return floorSources(directory).every((source) => statSync(source).mtimeMs <= builtAt);
}

export async function buildFloorIfNeeded(): Promise<void> {
  if (floorBuildIsCurrent()) return;
  console.log(`Building the floor app (${FLOOR_DIRECTORY}) with the project's own next.`);
  await buildProduction(FLOOR_DIRECTORY);
}

/** The floor app; `service` is what its bare route (the BFF pair's floor) calls. */
export function startFloorApp(port: number, service?: { baseUrl: string; token: string }) {
  return startNextStart({
    what: 'The floor app',
    port,
    directory: FLOOR_DIRECTORY,
    readyPath: '/',
    env: service ? { FLOOR_SERVICE_BASE_URL: service.baseUrl, FLOOR_SERVICE_TOKEN: service.token } : {},
  });
}

/**
 * The app's production build in embedded mode, as scripts/e2e-server.mjs serves it to the end-to-end tests:
 * the service in the same process, both databases in memory, plain-http cookies on loopback.
 */
export function startEmbeddedApp(port: number) {
  return startNextStart({
    what: 'The app',
    port,
    readyPath: '/api/auth/me',
    env: {
      SERVICE_BASE_URL: '',
      SERVICE_API_TOKEN: '',
      EMBEDDED_SERVICE: '1',
      EMBEDDED_DATABASE: 'memory',
      DATABASE_URL: '',
      EMBEDDED_STREAM_DELAY_MS: '0',
      EMBEDDED_ARTIFACT_DELAY_MS: '0',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      ALLOW_TEST_SWITCHES: '1',
      E2E_INSECURE_COOKIES: '1',
      DEMO_STAFF_PASSWORD,
    },
  });
}
