import { z } from 'zod';
import { opaqueIdSchema } from '@/lib/contract';

export const chatIdParamsSchema = z.object({
  chatId: opaqueIdSchema.meta({ param: { name: 'chatId', in: 'path' }, description: 'The chat' }),
});
