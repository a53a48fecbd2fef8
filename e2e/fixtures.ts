import { mergeTests } from '@playwright/test';
import { test as cspGuard } from './support/csp-guard';
import { test as faultSwitch } from './support/fault-fixtures';
import { test as signedInPatient } from './support/patient-fixtures';
import { test as staffMember } from './support/staff-fixtures';

/**
 * The suite's one `test`: a signed-in patient (`patient`, `chatId`, `completedChatId`), a staff member and
 * a patient of the app apart from the page (`staffMember`, `adminRequest`, `appPatient`,
 * `appPatientContext`), the service's fault switch (`faults`), and, for every test, the guard that fails
 * it on any Content-Security-Policy violation in its browser.
 */
export const test = mergeTests(cspGuard, signedInPatient, staffMember, faultSwitch);

export { expect } from '@playwright/test';
export { expectNoSeriousA11yViolations } from './support/axe';
