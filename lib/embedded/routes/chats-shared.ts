import { z } from 'zod';
import { opaqueIdInputSchema } from '@/lib/contract';

export const chatIdParamsSchema = z.object({
  chatId: opaqueIdInputSchema.meta({ param: { name: 'chatId', in: 'path' }, description: 'The chat' }),
});
