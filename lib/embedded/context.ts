import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Schema } from 'hono';
import type { Database } from '@/lib/db/connection';
import type { EmbeddedConfig } from './config';
import type { FaultController } from './faults';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** What every handler of the embedded service works with. */
export interface EmbeddedDeps {
  db: Database;
  clock: Clock;
  config: EmbeddedConfig;
  faults: FaultController;
  /** Address of the service as a browser reaches it (for waiting room links), ending in /api/v1. */
  publicBaseUrl: string;
}

export interface AuthenticatedOrganization {
  id: string;
  name: string;
}

export type EmbeddedEnv = {
  Variables: {
    requestId: string;
    organization: AuthenticatedOrganization;
    /** Set only on operations that need X-Service-User-ID, after checking the user is the organization's. */
    userId: string;
  };
};

/** The router each resource module registers its operations on. */
export type EmbeddedRouter = OpenAPIHono<EmbeddedEnv, Schema, string>;
