import path from 'node:path';
import type { DatabaseLocation } from '@/lib/db/connection';
import type { EmbeddedConfig } from './config';

/** Where the embedded service keeps its data for this configuration; the operator CLI opens the same. */
export function databaseLocation(config: EmbeddedConfig): DatabaseLocation {
  switch (config.database.kind) {
    case 'memory':
      return { kind: 'memory' };
    case 'postgres':
      return { kind: 'postgres', url: config.database.url };
    case 'file':
      return { kind: 'pglite-file', directory: path.resolve(config.database.dataDir, 'pglite') };
  }
}
