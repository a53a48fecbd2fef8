import 'server-only';
import { API_BASE_PATH, createEmbeddedService, type EmbeddedService } from './index';
import { readEmbeddedConfig } from './config';

const runtimeKey = Symbol.for('consultation.embedded-runtime');
type RuntimeScope = { [runtimeKey]?: Promise<EmbeddedService> };

/** Where a browser reaches the in-app mount (app/embedded/api/v1), for waiting room links. */
export function embeddedPublicBaseUrl(env: Record<string, string | undefined> = process.env): string {
  const origin = (env.APP_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/$/, '');
  return `${origin}/embedded${API_BASE_PATH}`;
}

/**
 * The embedded service of this process, created on first use. Kept on globalThis because `next dev`
 * re-evaluates modules, and a second service would provision and open the database again.
 */
export function getEmbeddedRuntime(): Promise<EmbeddedService> {
  const scope = globalThis as RuntimeScope;
  let runtime = scope[runtimeKey];
  if (!runtime) {
    const starting = Promise.resolve().then(() =>
      createEmbeddedService({
        config: readEmbeddedConfig(process.env),
        publicBaseUrl: embeddedPublicBaseUrl(process.env),
        sharedDatabase: true,
      }),
    );
    // A failed start (say, the database folder is locked) is retried by the next request.
    starting.catch(() => {
      if (scope[runtimeKey] === starting) delete scope[runtimeKey];
    });
    scope[runtimeKey] = runtime = starting;
  }
  return runtime;
}
