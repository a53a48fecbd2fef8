import { z } from 'zod';
import { opaqueIdSchema } from '@/lib/contract';
import type { AuthenticatedOrganization } from '../context';
import type { OwnerScope } from '../conversation/owner-scope';

export const chatIdParamsSchema = z.object({
  chatId: opaqueIdSchema.meta({ param: { name: 'chatId', in: 'path' }, description: 'The chat' }),
});

/** The scope of an operation behind `requireMember`, which has set both variables. */
export function ownerScope(c: {
  var: { organization: AuthenticatedOrganization; userId: string };
}): OwnerScope {
  return { organizationId: c.var.organization.id, userId: c.var.userId };
}
