import { beforeAll, describe, expect, it } from 'vitest';
import { listCompletedChats } from '@/lib/bff/records/completed-chats';
import { insertPatientAccount, configureRemoteModeInMemory } from '@/testing/account-fixtures';
import { listConsultations, recordCallToAction, recordConsultationCompletion } from '@/lib/bff/accounts';
import { getOrganizationKey } from '@/lib/bff/service/service-target';

configureRemoteModeInMemory({ token: 'tok-consultation-records-test' });

const artifacts = (suffix: string) => ({
  longSummary: `art_long_${suffix}`,
  shortSummary: `art_short_${suffix}`,
  soapNote: `art_soap_${suffix}`,
});

const OTHER_ORGANIZATION = 'org-shelbyville';
let organizationKey: string;

beforeAll(async () => {
  organizationKey = await getOrganizationKey();
  for (const id of ['pat_lisa', 'pat_maggie']) {
    await insertPatientAccount({
      id,
      email: `${id}@springfield.test`,
      organizationKey,
      password: 'lisa-simpson-742',
    });
  }
  // Created in the order a, b, c, d; completed in the order c, a, b; d only has a call to action.
  await recordConsultationCompletion({
    organizationKey,
    patientAccountId: 'pat_lisa',
    chatId: 'chat_a',
    artifacts: artifacts('a'),
    completedAt: new Date('2030-01-02T00:00:00Z'),
  });
  await recordConsultationCompletion({
    organizationKey,
    patientAccountId: 'pat_lisa',
    chatId: 'chat_b',
    artifacts: artifacts('b'),
    completedAt: new Date('2030-01-03T00:00:00Z'),
  });
  await recordCallToAction({
    organizationKey,
    patientAccountId: 'pat_lisa',
    chatId: 'chat_c',
    cta: { skillCode: 'book_appointment', widget: 'appointment_booking' },
  });
  await recordConsultationCompletion({
    organizationKey,
    patientAccountId: 'pat_lisa',
    chatId: 'chat_c',
    artifacts: artifacts('c'),
    completedAt: new Date('2030-01-01T00:00:00Z'),
  });
  await recordCallToAction({
    organizationKey,
    patientAccountId: 'pat_lisa',
    chatId: 'chat_d',
    cta: { skillCode: 'book_appointment', widget: 'appointment_booking' },
  });
  await recordConsultationCompletion({
    organizationKey,
    patientAccountId: 'pat_maggie',
    chatId: 'chat_e',
    artifacts: artifacts('e'),
    completedAt: new Date('2030-01-04T00:00:00Z'),
  });
});

describe('completed consultations', () => {
  it('lists only the completed ones, newest completion first, from the database', async () => {
    const records = await listConsultations({ organizationKey, patientAccountId: 'pat_lisa', completedOnly: true });
    expect(records.map((record) => record.chatId)).toEqual(['chat_b', 'chat_a', 'chat_c']);
    expect(records.map((record) => record.completedAt.toISOString())).toEqual([
      '2030-01-03T00:00:00.000Z',
      '2030-01-02T00:00:00.000Z',
      '2030-01-01T00:00:00.000Z',
    ]);
    // Without the option, every record of the patient, including the one that never completed.
    expect(await listConsultations({ organizationKey, patientAccountId: 'pat_lisa' })).toHaveLength(4);
  });

  it('reach the browser with their documents and call to action', async () => {
    expect(await listCompletedChats({ id: 'pat_lisa', organizationKey })).toEqual([
      {
        chatId: 'chat_b',
        completedAt: '2030-01-03T00:00:00.000Z',
        artifacts: { longSummary: 'art_long_b', shortSummary: 'art_short_b', soapNote: 'art_soap_b' },
        cta: null,
      },
      {
        chatId: 'chat_a',
        completedAt: '2030-01-02T00:00:00.000Z',
        artifacts: { longSummary: 'art_long_a', shortSummary: 'art_short_a', soapNote: 'art_soap_a' },
        cta: null,
      },
      {
        chatId: 'chat_c',
        completedAt: '2030-01-01T00:00:00.000Z',
        artifacts: { longSummary: 'art_long_c', shortSummary: 'art_short_c', soapNote: 'art_soap_c' },
        cta: { skillCode: 'book_appointment', widget: 'appointment_booking' },
      },
    ]);
    expect(await listCompletedChats({ id: 'pat_bart', organizationKey })).toEqual([]);
  });
});

describe('consultation records of two organizations', () => {
  it('keep the same chat id apart, one record per organization', async () => {
    // Chat ids are the service's: another organization's service may hand out the same one.
    await insertPatientAccount({
      id: 'pat_nelson',
      email: 'nelson@shelbyville.test',
      organizationKey: OTHER_ORGANIZATION,
      password: 'nelson-muntz-742',
    });
    await recordConsultationCompletion({
      organizationKey: OTHER_ORGANIZATION,
      patientAccountId: 'pat_nelson',
      chatId: 'chat_a',
      artifacts: artifacts('nelson'),
      completedAt: new Date('2030-01-05T00:00:00Z'),
    });

    expect(
      await listConsultations({ organizationKey: OTHER_ORGANIZATION, patientAccountId: 'pat_nelson' }),
    ).toMatchObject([{ organizationKey: OTHER_ORGANIZATION, chatId: 'chat_a', soapNoteArtifactId: 'art_soap_nelson' }]);
    // Lisa's record of the same chat id is untouched.
    const lisas = await listConsultations({ organizationKey, patientAccountId: 'pat_lisa' });
    expect(lisas.find((record) => record.chatId === 'chat_a')).toMatchObject({
      organizationKey,
      patientAccountId: 'pat_lisa',
      soapNoteArtifactId: 'art_soap_a',
    });
    // A patient is listed only under their own organization.
    expect(await listConsultations({ organizationKey: OTHER_ORGANIZATION, patientAccountId: 'pat_lisa' })).toEqual([]);
  });
});
