import type { Address, Appointment, Artifact, ArtifactType, User } from '@/lib/contract';
import type { PreferredPharmacy } from '@/lib/contract/bff';

/** What the export knows of this deployment and this export. */
export interface ExportContext {
  organizationKey: string;
  exportedAt: Date;
}

/** One document of a consultation: written, still being written (202), or not obtainable. */
export type SourceDocument =
  | { artifactType: ArtifactType; artifactId: string; state: 'ready'; artifact: Artifact }
  | { artifactType: ArtifactType; artifactId: string; state: 'generating' | 'failed' | 'absent' };

export interface SourceConsultation {
  chatId: string;
  /** The chat's creation as the service reports it; null when the service no longer lists the chat. */
  chatCreatedAt: string | null;
  completedAt: string;
  documents: SourceDocument[];
}

export interface SourceSafetyEvent {
  chatId: string;
  guardianId: string;
  at: string;
}

/** Everything of one patient the export maps: the service's records and the app's own. */
export interface PatientRecordSource {
  account: { id: string; email: string };
  user: User;
  address: Address | null;
  preferredPharmacy: PreferredPharmacy | null;
  consultations: SourceConsultation[];
  appointments: Appointment[];
  safetyEvents: SourceSafetyEvent[];
}
