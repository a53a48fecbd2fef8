import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { startMemoryDatabasesFrom } from '@/lib/db/memory-template';

// This test file's in-memory databases start from the cluster the global set-up created; the file is read
// only if one opens.
const template = inject('pgliteMemoryTemplate');
if (template) startMemoryDatabasesFrom(() => new Blob([readFileSync(template)]));
