import type { z } from 'zod';
import {
  appointmentsListQuerySchema,
  availableSlotsQuerySchema,
  bookAsapBodySchema,
  bookScheduledBodySchema,
  chatsListQuerySchema,
  createChatBodySchema,
  createUserBodySchema,
  messagesListQuerySchema,
  pharmacySearchBodySchema,
  putAddressBodySchema,
  putPharmacyBodySchema,
  rescheduleBodySchema,
  streamBodySchema,
} from '@/lib/contract';

/** Which stored thing a path parameter names, so a test can offer a real one besides generated ones. */
export type PathResource = 'chat' | 'appointment' | 'artifact';

export interface OperationInputs {
  body?: z.ZodType;
  query?: z.ZodType;
  path?: Record<string, PathResource>;
}

/** The contract's request schemas of every operation, by the document's operation id. */
export const OPERATION_INPUTS: Record<string, OperationInputs> = {
  create_partner_user: { body: createUserBodySchema },
  get_partner_user: {},
  create_partner_chat: { body: createChatBodySchema },
  list_partner_chats: { query: chatsListQuerySchema },
  get_partner_chat: { path: { chatId: 'chat' } },
  list_partner_chat_messages: { query: messagesListQuerySchema, path: { chatId: 'chat' } },
  stream_partner_chat: { body: streamBodySchema, path: { chatId: 'chat' } },
  get_partner_artifact: { path: { artifactId: 'artifact' } },
  put_partner_user_address: { body: putAddressBodySchema },
  get_partner_user_address: {},
  get_partner_available_slots: { query: availableSlotsQuerySchema },
  book_partner_scheduled_appointment: { body: bookScheduledBodySchema },
  book_partner_asap_appointment: { body: bookAsapBodySchema },
  list_partner_appointments: { query: appointmentsListQuerySchema },
  get_partner_appointment: { path: { appointmentId: 'appointment' } },
  cancel_partner_appointment: { path: { appointmentId: 'appointment' } },
  reschedule_partner_appointment: { body: rescheduleBodySchema, path: { appointmentId: 'appointment' } },
  search_partner_pharmacies: { body: pharmacySearchBodySchema },
  put_partner_user_pharmacy: { body: putPharmacyBodySchema },
};
