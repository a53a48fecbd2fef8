import 'server-only';
import { componentLogger } from '@/lib/logging/logger';

/** The BFF's lines: each names the request it belongs to by `requestId` where there is one. */
export const bffLog = componentLogger('bff');
