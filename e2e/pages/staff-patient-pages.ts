import { expect, type Locator, type Page } from '@playwright/test';
import type { AppPatient } from '../support/staff-fixtures';
import { SlotPicker } from './slot-picker';

/** The staff dashboard's patient list, /staff/patients. */
export class StaffPatientsPage {
  readonly search: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByLabel('Search patients');
  }

  /** Searches by the patient's unique last name and opens their page; answers their account id. */
  async openPatient(patient: AppPatient): Promise<string> {
    await this.search.fill(patient.details.lastName);
    await this.page.getByRole('link', { name: patient.fullName }).click();
    const patientPage = new StaffPatientPage(this.page);
    await expect(patientPage.nameHeading(patient.fullName)).toBeVisible();
    return patientPage.patientId();
  }

  /** Searches by e-mail and opens the patient's page from their own row: others may share the name. */
  async openPatientByEmail(email: string, fullName: string): Promise<void> {
    await this.search.fill(email);
    await this.page.getByRole('row').filter({ hasText: email }).getByRole('link', { name: fullName }).click();
  }
}

/** One patient's page in the staff dashboard, /staff/patients/[id]. */
export class StaffPatientPage {
  readonly timeline: Locator;
  readonly timelineHeading: Locator;
  readonly serviceCallsFilter: Locator;
  readonly appointments: Locator;
  readonly noteSection: Locator;
  readonly note: Locator;
  readonly saveNoteButton: Locator;
  readonly rescheduleButton: Locator;
  readonly newTimeHeading: Locator;
  readonly reviewNewTimeHeading: Locator;
  readonly moveButton: Locator;
  readonly movedNotice: Locator;
  readonly bookForPatientButton: Locator;
  readonly bookedNotice: Locator;
  readonly scheduledOption: Locator;
  readonly asapOption: Locator;
  readonly state: Locator;
  readonly slots: SlotPicker;

  constructor(readonly page: Page) {
    this.timeline = page.getByRole('region', { name: 'Timeline' });
    this.timelineHeading = page.getByRole('heading', { name: 'Timeline' });
    this.serviceCallsFilter = page.getByRole('checkbox', { name: 'Service calls' });
    this.appointments = page.getByRole('region', { name: 'Appointments' });
    this.noteSection = page.getByRole('region', { name: 'Context for the assistant' });
    this.note = page.getByLabel('Note for the assistant');
    this.saveNoteButton = this.noteSection.getByRole('button', { name: 'Save note' });
    this.rescheduleButton = page.getByRole('button', { name: 'Reschedule' });
    this.newTimeHeading = page.getByRole('heading', { name: 'Choose a new time' });
    this.reviewNewTimeHeading = page.getByRole('heading', { name: 'Review the new time' });
    this.moveButton = page.getByRole('button', { name: 'Move to this time' });
    this.movedNotice = page.getByRole('status').filter({ hasText: 'Appointment moved' });
    this.bookForPatientButton = page.getByRole('button', { name: 'Book for the patient' });
    this.bookedNotice = page.getByRole('status').filter({ hasText: 'Booked for the patient' });
    this.scheduledOption = this.appointments.getByText('Schedule a time');
    this.asapOption = page.getByText('See a clinician as soon as possible');
    this.state = page.getByLabel('State');
    this.slots = new SlotPicker(page);
  }

  async goto(patientId: string): Promise<void> {
    await this.page.goto(`/staff/patients/${encodeURIComponent(patientId)}`);
  }

  nameHeading(fullName: string): Locator {
    return this.page.getByRole('heading', { level: 2, name: fullName });
  }

  /** The patient's account id, read from the page's address. */
  patientId(): string {
    const match = /\/staff\/patients\/([^/?#]+)/.exec(this.page.url());
    expect(match, this.page.url()).not.toBeNull();
    return decodeURIComponent(match![1]!);
  }

  /** A link to one chat's transcript, from the timeline. */
  transcriptLink(chatId: string): Locator {
    return this.page.locator(`a[href$="/chats/${chatId}"]`).first();
  }

  /** Books the first open time through the patient app's steps: visit type, state, slot picker, review. */
  async bookFirstSlot(state: string): Promise<void> {
    await this.scheduledOption.click();
    await this.appointments.getByLabel('State').selectOption(state);
    const times = await this.slots.openFirstDayWithTimes();
    await times.first().click();
    await this.appointments.getByRole('button', { name: 'Book for the patient' }).click();
  }
}

/** A chat's transcript (/staff/patients/[id]/chats/[chatId]) or a document in the staff dashboard. */
export class StaffTranscriptPage {
  readonly heading: Locator;
  readonly documentHeading: Locator;
  readonly entries: Locator;
  readonly start: Locator;
  readonly backToPatientLink: Locator;
  readonly soapNoteLink: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Chat transcript' });
    this.documentHeading = page.getByRole('heading', { level: 1, name: 'Document' });
    this.entries = page.getByRole('region', { name: 'Messages and events, oldest first' }).locator('ol > li');
    this.start = page.getByText('This is the start of the chat.');
    this.backToPatientLink = page.getByRole('link', { name: 'Back to the patient' });
    this.soapNoteLink = page.getByRole('link', { name: 'Open the SOAP note' });
  }

  /** A control event of the transcript, by its event type. */
  event(type: string): Locator {
    return this.page.locator(`li[data-event="${type}"]`);
  }
}
