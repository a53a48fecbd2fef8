/** The FHIR R4 export: from the service's and the app's records to resources, Bundles and Bulk Data NDJSON. */
export type {
  ExportContext,
  PatientRecordSource,
  SourceConsultation,
  SourceDocument,
  SourceSafetyEvent,
} from '@/lib/fhir/export-source';
export { patientBundle, consultationDocumentBundle, type DocumentBundleResult } from '@/lib/fhir/bundles';
export {
  mapPatientRecord,
  organizationResources,
  omissionOutcome,
  describeOmission,
  type Omission,
} from '@/lib/fhir/patient-record';
export {
  writeBulkExport,
  bulkFileName,
  NDJSON_CONTENT_TYPE,
  DEFAULT_CHUNK_CHARACTERS,
  type BulkExportFiles,
  type BulkFile,
  type NdjsonSink,
} from '@/lib/fhir/bulk-ndjson';
