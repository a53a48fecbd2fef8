import { z } from 'zod';

// zod compiles object parsers with `new Function` after probing whether eval is allowed. The page's
// Content-Security-Policy forbids eval, so the probe alone makes the browser report a violation on every
// page. Parsing in the browser is small; the server, where no such policy applies, keeps the compiled path.
// zod reads this setting when a schema is built, so it must run before any schema module is evaluated:
// instrumentation-client.ts imports this module ahead of the application's own code.
z.config({ jitless: true });
