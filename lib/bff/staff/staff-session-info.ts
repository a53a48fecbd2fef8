import 'server-only';
import type { StaffSessionInfo } from '@/lib/contract/bff';
import type { StaffAccount } from '@/lib/bff/accounts/account-types';
import { idleTimeoutMs } from '@/lib/bff/session/session-idle';

/** Who is signed in to the console and its idle timeout: the session route's answer and the layout's prefetch. */
export function readStaffSessionInfo(staff: StaffAccount): StaffSessionInfo {
  return {
    id: staff.id,
    email: staff.email,
    role: staff.role,
    idleTimeoutSeconds: idleTimeoutMs('staff') / 1000,
  };
}
