import type { AuthenticatedOrganization } from '@/lib/embedded/context';

/** The organization and user a request acts for; chats, artifacts and appointments are visible only within it. */
export interface OwnerScope {
  organizationId: string;
  userId: string;
}

/** The scope of an operation behind `requireMember`, which has set both variables. */
export function ownerScope(c: {
  var: { organization: AuthenticatedOrganization; userId: string };
}): OwnerScope {
  return { organizationId: c.var.organization.id, userId: c.var.userId };
}

export function pageOffset({ page, size }: { page: number; size: number }): number {
  return (page - 1) * size;
}
