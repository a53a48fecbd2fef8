import { z } from 'zod';
import { APPOINTMENT_STATUSES, appointmentStatusSchema } from './appointment';
import { emptyAsAbsent, queryIntegerSchema } from './query-params';

export const PAGE_DEFAULT = 1;
export const SIZE_DEFAULT = 20;
export const SIZE_MAX = 100;
/** Far past any real list, and it keeps the row offset a small exact integer (docs/decisions/0032). */
export const PAGE_MAX = 1_000_000;

export const pageSchema = queryIntegerSchema({ min: 1, max: PAGE_MAX }).default(PAGE_DEFAULT);
export const sizeSchema = queryIntegerSchema({ min: 1, max: SIZE_MAX }).default(SIZE_DEFAULT);

export const CHAT_ORDER_BY_VALUES = ['createdAt', '-createdAt', 'updatedAt', '-updatedAt'] as const;
export const CHAT_ORDER_BY_DEFAULT = '-createdAt';
export const MESSAGE_ORDER_BY_VALUES = ['createdAt', '-createdAt'] as const;
export const MESSAGE_ORDER_BY_DEFAULT = 'createdAt';

export type ChatOrderBy = (typeof CHAT_ORDER_BY_VALUES)[number];
export type MessageOrderBy = (typeof MESSAGE_ORDER_BY_VALUES)[number];

export const chatsListQuerySchema = z.strictObject({
  page: pageSchema,
  size: sizeSchema,
  orderBy: z
    .enum(CHAT_ORDER_BY_VALUES, { error: `Must be one of ${CHAT_ORDER_BY_VALUES.join(', ')}` })
    .default(CHAT_ORDER_BY_DEFAULT),
});

export const messagesListQuerySchema = z.strictObject({
  page: pageSchema,
  size: sizeSchema,
  orderBy: z
    .enum(MESSAGE_ORDER_BY_VALUES, { error: `Must be one of ${MESSAGE_ORDER_BY_VALUES.join(', ')}` })
    .default(MESSAGE_ORDER_BY_DEFAULT),
});

// NOTE: appointments take no orderBy; they are listed by startsAt, then createdAt, ascending.
export const appointmentsListQuerySchema = z.strictObject({
  page: pageSchema,
  size: sizeSchema,
  status: emptyAsAbsent(appointmentStatusSchema.nullish(), { enum: APPOINTMENT_STATUSES }),
});

export type ChatsListQuery = z.infer<typeof chatsListQuerySchema>;
export type ChatsListQueryInput = z.input<typeof chatsListQuerySchema>;
export type MessagesListQuery = z.infer<typeof messagesListQuerySchema>;
export type MessagesListQueryInput = z.input<typeof messagesListQuerySchema>;
export type AppointmentsListQuery = z.infer<typeof appointmentsListQuerySchema>;
export type AppointmentsListQueryInput = z.input<typeof appointmentsListQuerySchema>;

type OrderField<T extends string> = T extends `-${infer Field}` ? Field : T;

/** `-createdAt` → `{ field: 'createdAt', direction: 'desc' }`. */
export function splitOrderBy<T extends string>(
  orderBy: T,
): { field: OrderField<T>; direction: 'asc' | 'desc' } {
  const descending = orderBy.startsWith('-');
  return {
    field: (descending ? orderBy.slice(1) : orderBy) as OrderField<T>,
    direction: descending ? 'desc' : 'asc',
  };
}
