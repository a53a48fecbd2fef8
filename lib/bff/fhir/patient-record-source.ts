import 'server-only';
import { pageCount, SIZE_MAX, type PagedData } from '@/lib/contract';
import type { PatientAccount } from '@/lib/bff/accounts';
import { listConsultations } from '@/lib/bff/accounts';
import { listPatientControlEvents } from '@/lib/bff/records/chat-control-events';
import type { PatientRecordSource, SourceConsultation, SourceDocument } from '@/lib/fhir';
import { ServiceError, type ServiceClient } from '@/lib/service';

/** More control events than any patient's chats hold; the guardian events are picked from them. */
const CONTROL_EVENTS_READ = 10_000;

/** Every page of a paged list, one after another. */
async function allPages<T>(readPage: (page: number) => Promise<PagedData<T>>): Promise<T[]> {
  const first = await readPage(1);
  const items = [...first.items];
  const pages = pageCount({ total: first.total, size: SIZE_MAX });
  for (let page = 2; page <= pages; page += 1) items.push(...(await readPage(page)).items);
  return items;
}

/** One document as it is now: a 202 is "still being written", a 404 "absent", a 500 "failed". */
async function readDocument(
  client: ServiceClient,
  userId: string,
  artifactId: string,
  artifactType: SourceDocument['artifactType'],
): Promise<SourceDocument> {
  try {
    const result = await client.getArtifact({ userId, artifactId });
    if (result.status === 'generating') return { artifactType, artifactId, state: 'generating' };
    return { artifactType, artifactId, state: 'ready', artifact: result.artifact };
  } catch (error) {
    if (ServiceError.isServiceError(error) && error.status === 404)
      return { artifactType, artifactId, state: 'absent' };
    if (ServiceError.isServiceError(error) && error.status === 500)
      return { artifactType, artifactId, state: 'failed' };
    throw error;
  }
}

async function readConsultations(
  client: ServiceClient,
  patient: PatientAccount,
  onlyChatId: string | undefined,
): Promise<SourceConsultation[]> {
  const userId = patient.serviceUserId;
  const records = (
    await listConsultations({
      organizationKey: patient.organizationKey,
      patientAccountId: patient.id,
      completedOnly: true,
    })
  ).filter((record) => onlyChatId === undefined || record.chatId === onlyChatId);
  if (records.length === 0) return [];
  const chats = await allPages((page) => client.listChats({ userId, query: { page, size: SIZE_MAX } }));
  const chatCreatedAt = new Map(chats.map((chat) => [chat.id, chat.createdAt]));
  const consultations: SourceConsultation[] = [];
  for (const record of records) {
    const wanted = [
      ['long_summary', record.longSummaryArtifactId],
      ['short_summary', record.shortSummaryArtifactId],
      ['soap_note', record.soapNoteArtifactId],
    ] as const;
    const documents: SourceDocument[] = [];
    for (const [type, artifactId] of wanted)
      if (artifactId) documents.push(await readDocument(client, userId, artifactId, type));
    consultations.push({
      chatId: record.chatId,
      chatCreatedAt: chatCreatedAt.get(record.chatId) ?? null,
      completedAt: record.completedAt.toISOString(),
      documents,
    });
  }
  return consultations;
}

/**
 * Everything of one patient the FHIR export maps, read from the service and the app's records; with
 * `onlyChatId`, the documents of that consultation only.
 */
export async function readPatientRecordSource({
  client,
  patient,
  onlyChatId,
}: {
  client: ServiceClient;
  patient: PatientAccount;
  onlyChatId?: string;
}): Promise<PatientRecordSource> {
  const userId = patient.serviceUserId;
  const [user, address, appointments, events] = await Promise.all([
    client.getUser({ userId }),
    client.getAddress({ userId }),
    allPages((page) => client.listAppointments({ userId, query: { page, size: SIZE_MAX } })),
    listPatientControlEvents({
      organizationKey: patient.organizationKey,
      patientAccountId: patient.id,
      limit: CONTROL_EVENTS_READ,
    }),
  ]);
  const safetyEvents = events.flatMap((event) =>
    event.type === 'guardian' ? [{ chatId: event.chatId, guardianId: event.guardianId, at: event.at }] : [],
  );
  return {
    account: { id: patient.id, email: patient.email },
    user,
    address,
    preferredPharmacy: patient.preferredPharmacy ?? null,
    consultations: await readConsultations(client, patient, onlyChatId),
    appointments,
    safetyEvents: safetyEvents.reverse(),
  };
}
