import type { MailKind } from '@/lib/contract/bff';

/** The patient account a message is to, as it is when the message goes. */
export interface RecipientAccount {
  email: string;
  emailConfirmedAt: Date | null;
  remindersEnabled: boolean;
}

/** Why a message was not sent, for the admins' outbox. */
export const UNCONFIRMED_RECIPIENT = 'Not sent: the address is not its account’s confirmed address.';

interface Addressed {
  kind: MailKind;
  recipient: string;
  patientAccountId: string | null;
  staffAccountId: string | null;
}

/**
 * Whether a message would go to an address nobody has confirmed (ADR 0088). A message to a patient goes
 * only to the confirmed address of the account it belongs to; the messages to an address without an
 * account are the code that confirms it and an admin's invitation to the staff (ADR 0090). A staff
 * member's address is an admin's entry: staff messages go.
 */
export function unconfirmedRecipient(message: Addressed, account: RecipientAccount | undefined): boolean {
  if (message.staffAccountId !== null) return false;
  if (message.patientAccountId === null) {
    return message.kind !== 'registration-code' && message.kind !== 'staff-invitation';
  }
  if (!account?.emailConfirmedAt) return true;
  return account.email.toLowerCase() !== message.recipient.trim().toLowerCase();
}
