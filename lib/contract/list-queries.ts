import { z } from 'zod';
import { appointmentStatusSchema } from './appointment';
import { APPOINTMENT_STATUSES } from './appointment-values';
import { emptyAsAbsent, queryIntegerSchema } from './query-params';
import {
  CHAT_ORDER_BY_DEFAULT,
  CHAT_ORDER_BY_VALUES,
  MESSAGE_ORDER_BY_DEFAULT,
  MESSAGE_ORDER_BY_VALUES,
  PAGE_DEFAULT,
  PAGE_MAX,
  SIZE_DEFAULT,
  SIZE_MAX,
} from './list-query-values';

export const pageSchema = queryIntegerSchema({ min: 1, max: PAGE_MAX }).default(PAGE_DEFAULT);
export const sizeSchema = queryIntegerSchema({ min: 1, max: SIZE_MAX }).default(SIZE_DEFAULT);

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
