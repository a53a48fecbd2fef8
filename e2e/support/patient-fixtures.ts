import { test as base } from '@playwright/test';
import {
  completeConsultation,
  createChat,
  newPatientDetails,
  registerPatient,
  type PatientDetails,
} from './patient-api';

export interface PatientFixtures {
  /** A signed-in patient: registered through the API from the page's own context, so the cookie is the page's. */
  patient: Required<PatientDetails>;
  /** A new chat of that patient. */
  chatId: string;
  /** A chat of that patient whose consultation completed, as the chat page's call to action follows. */
  completedChatId: string;
}

export const test = base.extend<PatientFixtures>({
  patient: async ({ page }, provide) => {
    const details = newPatientDetails();
    await registerPatient(page.request, details);
    await provide(details);
  },
  chatId: async ({ page, patient }, provide) => {
    void patient;
    await provide(await createChat(page.request));
  },
  completedChatId: async ({ page, patient }, provide) => {
    void patient;
    const chatId = await createChat(page.request);
    await completeConsultation(page.request, chatId);
    await provide(chatId);
  },
});
