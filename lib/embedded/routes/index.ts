import type { EmbeddedDeps, EmbeddedRouter } from '../context';
import { registerUserRoutes } from './users';

/** Every resource's operations, each module owning one resource of the interface. */
export function registerRoutes(app: EmbeddedRouter, deps: EmbeddedDeps): void {
  registerUserRoutes(app, deps);
}
