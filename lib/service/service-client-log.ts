import 'server-only';
import { componentLogger } from '@/lib/logging/logger';

/** The service client's own lines (its calls are logged by the caller's `onCall` hook). */
export const serviceClientLog = componentLogger('service-client');
