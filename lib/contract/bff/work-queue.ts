import { z } from 'zod';

/** POST /api/staff/work-queue/items/[itemKey]/assignment: without `staffId`, the item is taken by the caller. */
export const workQueueAssignBodySchema = z.strictObject({
  staffId: z.string().min(1).max(100).optional(),
});
export type WorkQueueAssignBody = z.infer<typeof workQueueAssignBodySchema>;
