import 'server-only';
import { createAddressOperations, type AddressOperations } from './address-operations';
import { createAppointmentOperations, type AppointmentOperations } from './appointment-operations';
import { createArtifactOperations, type ArtifactOperations } from './artifact-operations';
import { createChatOperations, type ChatOperations } from './chat-operations';
import { createPharmacyOperations, type PharmacyOperations } from './pharmacy-operations';
import { createServiceConnection, type ServiceClientOptions } from './service-connection';
import { createUserOperations, type UserOperations } from './user-operations';

/** Every operation of the consultation service, returning contract types; failures are ServiceError. */
export type ServiceClient = UserOperations &
  ChatOperations &
  AddressOperations &
  AppointmentOperations &
  ArtifactOperations &
  PharmacyOperations;

export function createServiceClient(options: ServiceClientOptions): ServiceClient {
  const connection = createServiceConnection(options);
  return {
    ...createUserOperations(connection),
    ...createChatOperations(connection),
    ...createAddressOperations(connection),
    ...createAppointmentOperations(connection),
    ...createArtifactOperations(connection),
    ...createPharmacyOperations(connection),
  };
}
