/** The organization and user a request acts for; chats and artifacts are visible only within it. */
export interface OwnerScope {
  organizationId: string;
  userId: string;
}

export function pageOffset({ page, size }: { page: number; size: number }): number {
  return (page - 1) * size;
}
