import 'server-only';
import { requirePatient } from '@/lib/bff/accounts';
import { withRoute } from '@/lib/bff/http/route-handler';
import { exportPatientBundle } from '@/lib/bff/fhir/patient-export';
import { fhirDownload } from '@/lib/bff/fhir/fhir-response';
import { throttleRecordDownload } from '@/lib/bff/fhir/record-download-throttle';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/**
 * "Download my record": the signed-in patient's own record, the same Bundle staff export; nobody else's.
 * It reads every chat and record, so a patient may download it only a few times in a while (ADR 0080).
 */
export const GET = withRoute(async () => {
  const { account } = await requirePatient();
  await throttleRecordDownload({ patient: account });
  const { bundle } = await exportPatientBundle(account);
  return fhirDownload(bundle, 'my-record.fhir.json');
});

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
