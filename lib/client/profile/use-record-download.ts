'use client';

import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiClientError, sendApiRequest } from '@/lib/client/api';
import { networkError } from '@/lib/client/api-client-error';
import { fileNameFromContentDisposition, saveFile } from '@/lib/client/save-file';

export const RECORD_DOWNLOAD_PATH = '/api/users/me/fhir';

/** The route's own name for the file, used when its answer does not say. */
export const RECORD_FALLBACK_FILE_NAME = 'my-record.fhir.json';

/**
 * Fetches the patient's record and saves it under the name the answer gives. Through the app's client,
 * not a plain link, so that a refusal (too many downloads, the session gone, the server in trouble)
 * reaches the page as the BFF's own words instead of the browser's "download failed".
 */
async function downloadRecord(): Promise<string> {
  const response = await sendApiRequest(RECORD_DOWNLOAD_PATH, {
    accept: 'application/fhir+json, application/json',
  });
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch {
    // The connection dropped while the body was on its way.
    throw networkError();
  }
  const fileName =
    fileNameFromContentDisposition(response.headers.get('Content-Disposition')) ?? RECORD_FALLBACK_FILE_NAME;
  saveFile(blob, fileName);
  return fileName;
}

/**
 * "Download my record" as a mutation: its pending state is the busy button, its error the notice, and a
 * signed-out answer is sent to sign in by the app's query client like every other call. `retryAt` is the
 * instant a refused download may be asked again, counted from when the refusal arrived.
 */
export function useRecordDownload() {
  const [retryAt, setRetryAt] = useState<number | null>(null);
  const mutation = useMutation<string, Error>({
    mutationFn: downloadRecord,
    onMutate: () => setRetryAt(null),
    onError: (error) => {
      const seconds = error instanceof ApiClientError ? error.retryAfterSeconds : null;
      setRetryAt(seconds === null ? null : Date.now() + seconds * 1000);
    },
  });
  return { ...mutation, retryAt };
}
