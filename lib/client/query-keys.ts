/**
 * Every React Query key of the app, in one place, so that a mutation invalidates exactly what it changes.
 * Keys are arrays from the general to the specific: invalidating `queryKeys.chats.all` also refreshes
 * every chat list page and every chat's messages.
 */
export const queryKeys = {
  account: ['account'] as const,
  profile: ['profile'] as const,
  chats: {
    all: ['chats'] as const,
    list: () => ['chats', 'list'] as const,
    /** The newest chats, one page, for choosing the chat a booking belongs to. */
    bookable: () => ['chats', 'bookable'] as const,
    recent: () => ['chats', 'recent'] as const,
    detail: (chatId: string) => ['chats', 'detail', chatId] as const,
    messages: (chatId: string) => ['chats', 'detail', chatId, 'messages'] as const,
    events: (chatId: string) => ['chats', 'detail', chatId, 'events'] as const,
  },
  completedChats: ['completed-chats'] as const,
  safetyGuidance: ['safety-guidance'] as const,
  document: (documentId: string) => ['documents', documentId] as const,
  bookingPolicy: ['booking-policy'] as const,
  reminders: ['reminders'] as const,
  /** The account's signed-in browsers (the profile's list of devices). */
  signedInSessions: ['signed-in-sessions'] as const,
  address: ['address'] as const,
  pharmacy: {
    preferred: ['pharmacy', 'preferred'] as const,
    search: (query: unknown) => ['pharmacy', 'search', query] as const,
  },
  appointments: {
    all: ['appointments'] as const,
    list: (filter: unknown) => ['appointments', 'list', filter] as const,
    next: () => ['appointments', 'next'] as const,
    detail: (appointmentId: string) => ['appointments', 'detail', appointmentId] as const,
    slotsAll: ['appointments', 'slots'] as const,
    slots: (query: unknown) => ['appointments', 'slots', query] as const,
  },
  staff: {
    all: ['staff'] as const,
    session: ['staff', 'session'] as const,
    patients: (query: unknown) => ['staff', 'patients', 'list', query] as const,
    patient: (patientId: string) => ['staff', 'patients', 'detail', patientId] as const,
    patientPart: (patientId: string, part: string, query?: unknown) =>
      ['staff', 'patients', 'detail', patientId, part, query] as const,
    requestLog: (query: unknown) => ['staff', 'request-log', query] as const,
    auditLog: (query: unknown) => ['staff', 'audit-log', query] as const,
    health: ['staff', 'health'] as const,
    accounts: ['staff', 'accounts'] as const,
    invitations: ['staff', 'invitations'] as const,
    safetyGuidance: ['staff', 'safety-guidance'] as const,
    bookingPolicy: ['staff', 'booking-policy'] as const,
    outbox: (query: unknown) => ['staff', 'outbox', query] as const,
    faults: ['staff', 'faults'] as const,
    workQueue: ['staff', 'work-queue'] as const,
  },
} as const;
