import { eq } from 'drizzle-orm';
import { missingBookingPrerequisites } from '@/lib/contract';
import { addresses, users } from '@/lib/db/embedded-schema';
import type { EmbeddedDeps } from '@/lib/embedded/context';
import { ServiceFailure } from '@/lib/embedded/http/service-failure';

/** The user's name, phone number and full address must be on file before availability or booking. */
export async function assertBookingPrerequisites(deps: EmbeddedDeps, userId: string): Promise<void> {
  const [row] = await deps.db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      phoneNumber: users.phoneNumber,
      line1: addresses.line1,
      city: addresses.city,
      state: addresses.state,
      postalCode: addresses.postalCode,
    })
    .from(users)
    .leftJoin(addresses, eq(addresses.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  const missing = missingBookingPrerequisites({ user: row ?? {}, address: row });
  if (missing.length > 0) {
    throw new ServiceFailure(
      'error.appointment.prerequisites',
      'Booking needs the user’s name, phone number and full address on file',
      { missing },
    );
  }
}
