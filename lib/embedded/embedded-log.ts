import 'server-only';
import { componentLogger } from '@/lib/logging/logger';

/** The embedded service's lines, in the process's one log (standalone or inside the app). */
export const embeddedLog = componentLogger('embedded');
