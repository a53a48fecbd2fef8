import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as getArtifact } from '@/app/api/documents/[documentId]/route';
import { GET as listConsultations } from '@/app/api/documents/route';
import { GET as getPharmacy, PUT as putPharmacy } from '@/app/api/pharmacy/route';
import { POST as searchPharmacies } from '@/app/api/pharmacy/search/route';
import type { Pharmacy } from '@/lib/contract';
import type { PatientAccount } from '@/lib/bff/accounts';
import { runConsultationThroughBff } from '@/testing/bff/consultation';
import {
  actAs,
  callRoute,
  configureTestEnvironment,
  createPatient,
  embeddedService,
  fullProfile,
  isRemoteService,
  readEnvelope,
  serviceFaults,
  startTestServices,
  type SignedIn,
} from '@/testing/bff/route-harness';

vi.mock('next/headers', async () => (await import('@/testing/cookie-jar')).nextHeadersMock);
configureTestEnvironment();

let homer: SignedIn<PatientAccount>;

beforeAll(async () => {
  await startTestServices();
  homer = await createPatient();
});

afterEach(async () => {
  await serviceFaults().reset();
  if (!isRemoteService()) (await embeddedService()).deps.config.artifactDelayMs = 0;
});

const readArtifact = (artifactId: string) =>
  callRoute(getArtifact, `/api/documents/${artifactId}`, { params: { documentId: artifactId } });

describe('documents of a consultation', () => {
  it('lists the completed consultation with its documents and call to action, and serves each document', async () => {
    actAs(homer);
    const { chatId, events, complete } = await runConsultationThroughBff();
    const cta = events.find((event) => event.type === 'skill_code.cta');
    if (cta?.type !== 'skill_code.cta') throw new Error('The headache intake ends with a call to action');

    const listed = await readEnvelope<{ items: unknown[] }>(
      await callRoute(listConsultations, '/api/documents'),
    );
    expect(listed.status).toBe(200);
    expect(listed.body.data!.items).toEqual([
      {
        chatId,
        completedAt: expect.stringMatching(/Z$/),
        artifacts: complete.artifacts,
        cta: {
          skillCode: cta.skillCode,
          widget: cta.widget,
          ...(cta.text === undefined ? {} : { text: cta.text }),
        },
      },
    ]);

    const { longSummary, shortSummary, soapNote } = complete.artifacts;
    for (const artifactId of [longSummary, shortSummary, soapNote]) {
      const { status, body } = await readEnvelope(await readArtifact(artifactId));
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ artifactId, content: { chatId, body: expect.any(String) } });
    }

    await createPatient();
    const foreign = await readEnvelope(await readArtifact(complete.artifacts.soapNote));
    expect(foreign).toMatchObject({ status: 404, body: { message: 'Not found' } });
    const othersList = await readEnvelope<{ items: unknown[] }>(
      await callRoute(listConsultations, '/api/documents'),
    );
    expect(othersList.body.data!.items).toEqual([]);
  });

  // In process only: the generation delay is a start-up setting of the service with no switch over HTTP,
  // and the remote run's service starts with none.
  it.skipIf(isRemoteService())(
    'answers 202 with Retry-After while a document is still being generated',
    async () => {
      await createPatient();
      (await embeddedService()).deps.config.artifactDelayMs = 60_000;
      const { complete } = await runConsultationThroughBff();
      const response = await readArtifact(complete.artifacts.longSummary);
      expect(response.status).toBe(202);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await response.json()).toMatchObject({ code: 'artifact.generating', data: null });
    },
  );

  it('answers 500 when generation failed for good', async () => {
    await createPatient();
    await serviceFaults().update({ artifactFailure: true });
    const { complete } = await runConsultationThroughBff();
    const { status, body } = await readEnvelope(await readArtifact(complete.artifacts.shortSummary));
    expect(status).toBe(500);
    expect(body).toMatchObject({ code: 'error.artifact.generation_failed', requestId: expect.any(String) });
  });

  it('answers 404 for an unknown document', async () => {
    actAs(homer);
    expect((await readArtifact('art_unknown')).status).toBe(404);
  });
});

describe('pharmacy', () => {
  async function search(body: unknown) {
    return readEnvelope<{ pharmacies: Pharmacy[] }>(
      await callRoute(searchPharmacies, '/api/pharmacy/search', { method: 'POST', body }),
    );
  }

  it('searches, sets the preferred pharmacy and keeps a copy to read back', async () => {
    actAs(homer);
    const none = await readEnvelope(await callRoute(getPharmacy, '/api/pharmacy'));
    expect(none).toMatchObject({ status: 200, body: { data: null } });

    const found = await search({ searchTerm: 'Springfield', state: 'OR' });
    expect(found.status).toBe(200);
    const pharmacy = found.body.data!.pharmacies[0]!;
    expect(pharmacy).toMatchObject({ ncpdpId: expect.stringMatching(/^\d{7}$/) });

    const put = await readEnvelope(
      await callRoute(putPharmacy, '/api/pharmacy', {
        method: 'PUT',
        body: { ncpdpId: pharmacy.ncpdpId, pharmacy: { ...pharmacy, tracking: 'dropped' } },
      }),
    );
    expect(put.status).toBe(200);
    const stored = {
      ncpdpId: pharmacy.ncpdpId,
      name: pharmacy.name,
      address: pharmacy.address,
      phoneNumber: pharmacy.phoneNumber,
    };
    expect(put.body.data).toEqual(stored);
    const read = await readEnvelope(await callRoute(getPharmacy, '/api/pharmacy'));
    expect(read.body.data).toEqual(stored);
  });

  it("stores the pharmacy as the service's search returned it, never the browser's name, address or phone", async () => {
    actAs(homer);
    const pharmacy = (await search({ searchTerm: 'Eugene', state: 'OR' })).body.data!.pharmacies[3]!;
    const forged = {
      ...pharmacy,
      name: 'Dr. Nick Discount Pills (call now!)',
      address: { line1: '1 Fake St', city: 'Shelbyville', state: 'OR', postalCode: '97000' },
      phoneNumber: '+1 900 555 0000',
    };
    const put = await readEnvelope(
      await callRoute(putPharmacy, '/api/pharmacy', {
        method: 'PUT',
        body: { ncpdpId: pharmacy.ncpdpId, pharmacy: forged },
      }),
    );
    expect(put.status).toBe(200);
    const asSearched = {
      ncpdpId: pharmacy.ncpdpId,
      name: pharmacy.name,
      address: pharmacy.address,
      phoneNumber: pharmacy.phoneNumber,
    };
    expect(put.body.data).toEqual(asSearched);
    expect((await readEnvelope(await callRoute(getPharmacy, '/api/pharmacy'))).body.data).toEqual(asSearched);

    const idOnly = await readEnvelope(
      await callRoute(putPharmacy, '/api/pharmacy', { method: 'PUT', body: { ncpdpId: pharmacy.ncpdpId } }),
    );
    expect(idOnly).toMatchObject({ status: 200, body: { data: asSearched } });
  });

  it('refuses an id no search finds, and keeps the pharmacy on file', async () => {
    actAs(homer);
    const before = (await readEnvelope(await callRoute(getPharmacy, '/api/pharmacy'))).body.data;
    const unknown = await readEnvelope(
      await callRoute(putPharmacy, '/api/pharmacy', { method: 'PUT', body: { ncpdpId: '0000001' } }),
    );
    expect(unknown).toMatchObject({ status: 400, body: { code: 'error.pharmacy.unknown' } });
    expect((await readEnvelope(await callRoute(getPharmacy, '/api/pharmacy'))).body.data).toEqual(before);
  });

  it('refuses details of a different pharmacy than the id, and a malformed id', async () => {
    actAs(homer);
    const [first, second] = (await search({ searchTerm: '' })).body.data!.pharmacies;
    const mismatched = await readEnvelope(
      await callRoute(putPharmacy, '/api/pharmacy', {
        method: 'PUT',
        body: { ncpdpId: first!.ncpdpId, pharmacy: second },
      }),
    );
    expect(mismatched).toMatchObject({
      status: 422,
      body: { data: { fields: [{ path: 'pharmacy.ncpdpId' }] } },
    });
    const malformed = await callRoute(putPharmacy, '/api/pharmacy', {
      method: 'PUT',
      body: { ncpdpId: '12' },
    });
    expect(malformed.status).toBe(422);
  });

  it('passes on what is missing before a pharmacy can be chosen, and stores nothing', async () => {
    await createPatient(fullProfile({ dateOfBirth: undefined, sex: undefined }));
    const [pharmacy] = (await search({ searchTerm: '' })).body.data!.pharmacies;
    const refused = await readEnvelope(
      await callRoute(putPharmacy, '/api/pharmacy', {
        method: 'PUT',
        body: { ncpdpId: pharmacy!.ncpdpId, pharmacy },
      }),
    );
    expect(refused).toMatchObject({
      status: 400,
      body: { code: 'error.pharmacy.prerequisites', data: { missing: ['dateOfBirth', 'sex'] } },
    });
    expect((await readEnvelope(await callRoute(getPharmacy, '/api/pharmacy'))).body.data).toBeNull();
  });

  it('refuses a search with only one coordinate', async () => {
    actAs(homer);
    const { status, body } = await search({ searchTerm: 'x', latitude: 44 });
    expect(status).toBe(422);
    expect(body).toMatchObject({ data: { fields: [{ path: 'longitude' }] } });
  });
});
