// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BulkExportStatusBody } from '@/lib/contract/bff';
import { fakeApi, withQueryClient } from '@/testing/client/fake-api';
import { FhirBulkExport } from './fhir-bulk-export';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const RUNNING: BulkExportStatusBody = {
  id: 'fhirexp_1',
  status: 'running',
  startedAt: '2026-11-27T14:00:00.000Z',
  processedPatients: 0,
  totalPatients: 2,
  manifest: null,
  expiresAt: null,
};

const DONE: BulkExportStatusBody = {
  ...RUNNING,
  status: 'done',
  processedPatients: 2,
  manifest: {
    transactionTime: RUNNING.startedAt,
    request: '/api/staff/fhir-export',
    requiresAccessToken: true,
    output: [{ type: 'Patient', url: '/api/staff/fhir-export/fhirexp_1/Patient.ndjson', count: 2 }],
    error: [],
  },
  expiresAt: '2026-11-27T15:00:00.000Z',
};

describe('FhirBulkExport', () => {
  it('lists the files once done, and says they are deleted after download or at the latest when', async () => {
    fakeApi({
      'POST /api/staff/fhir-export': () => ({ status: 202, data: RUNNING }),
      'GET /api/staff/fhir-export/fhirexp_1': () => ({ data: DONE }),
    });
    render(withQueryClient(<FhirBulkExport />));
    await userEvent.click(screen.getByRole('button', { name: 'Export the organization' }));
    const files = await screen.findByRole('list', { name: 'Exported files' });
    expect(within(files).getByRole('link', { name: 'Patient.ndjson' }).getAttribute('href')).toBe(
      '/api/staff/fhir-export/fhirexp_1/Patient.ndjson',
    );
    expect(
      screen.getByText(/deleted once every one has been downloaded, and at the latest at/).textContent,
    ).toMatch(/\d{1,2}:00/);
  });

  it('says so when the export is gone, stops asking, and offers a new one', async () => {
    const api = fakeApi({
      'POST /api/staff/fhir-export': () => ({ status: 202, data: RUNNING }),
      'GET /api/staff/fhir-export/fhirexp_1': () => ({
        status: 410,
        code: 'error.fhir.export_gone',
        message: 'This export has expired and its files were deleted. Start a new export.',
      }),
    });
    render(withQueryClient(<FhirBulkExport />));
    await userEvent.click(screen.getByRole('button', { name: 'Export the organization' }));
    expect(await screen.findByRole('heading', { name: "This export's files are gone" })).toBeTruthy();
    expect(
      screen.getByText('This export has expired and its files were deleted. Start a new export.'),
    ).toBeTruthy();
    // Nothing of the deleted export is left to click, and the way on is a new export.
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Exported files' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export the organization' }).hasAttribute('disabled')).toBe(
      false,
    );
    const polls = api.calls.filter((call) => call.method === 'GET').length;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(api.calls.filter((call) => call.method === 'GET').length).toBe(polls);
  });
});
