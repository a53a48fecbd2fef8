import 'server-only';
import { componentLogger } from '@/lib/logging/logger';

/**
 * Changes to how a patient gets into their account (a password reset), one line each with the account's
 * id and never its address or password. Staff members' changes go to the audit log, which only staff have.
 */
export const securityLog = componentLogger('security');
