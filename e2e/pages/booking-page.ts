import type { Locator, Page } from '@playwright/test';
import { AddressForm } from './address-form';
import { SlotPicker } from './slot-picker';

/** Booking a visit in the patient app, /appointments/new: details first, visit type, time, review. */
export class BookingPage {
  readonly heading: Locator;
  readonly detailsHeading: Locator;
  readonly address: AddressForm;
  readonly saveAndContinueButton: Locator;
  readonly chooseChat: Locator;
  readonly visitTypeQuestion: Locator;
  readonly scheduledOption: Locator;
  readonly asapOption: Locator;
  readonly asapRadio: Locator;
  readonly visitState: Locator;
  readonly slots: SlotPicker;
  readonly timeZoneHeading: Locator;
  readonly review: Locator;
  readonly bookButton: Locator;
  readonly joinWaitingRoomButton: Locator;
  readonly waitingRoomLink: Locator;
  readonly notBookedAlert: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Book a visit' });
    this.detailsHeading = page.getByRole('heading', { name: 'A few details first' });
    this.address = new AddressForm(page);
    this.saveAndContinueButton = page.getByRole('button', { name: 'Save and continue' });
    this.chooseChat = page
      .getByRole('group', { name: 'Which conversation is this visit about?' })
      .getByRole('radio');
    this.visitTypeQuestion = page.getByText('How would you like to be seen?');
    this.scheduledOption = page.getByText('Schedule a time');
    this.asapOption = page.getByText('See a clinician as soon as possible');
    this.asapRadio = page.getByLabel('See a clinician as soon as possible');
    this.visitState = page.getByLabel('State you will be in at the time of the visit');
    this.slots = new SlotPicker(page);
    this.timeZoneHeading = page.getByRole('heading', { name: /\(Central Time\)/ });
    this.review = page.getByRole('region', { name: 'Review your visit' });
    this.bookButton = page.getByRole('button', { name: 'Book this time' });
    this.joinWaitingRoomButton = page.getByRole('button', { name: 'Join the waiting room' });
    this.waitingRoomLink = page.getByRole('link', { name: 'Open the waiting room (opens in a new tab)' });
    this.notBookedAlert = page.getByRole('alert').filter({ hasText: 'Not booked' });
  }

  async goto({ chatId, type }: { chatId?: string; type?: 'asap' } = {}): Promise<void> {
    const query = new URLSearchParams({ ...(chatId ? { chatId } : {}), ...(type ? { type } : {}) });
    await this.page.goto(`/appointments/new${query.size > 0 ? `?${query}` : ''}`);
  }
}

/** The patient's appointments, /appointments, and one appointment's page, /appointments/[id]. */
export class AppointmentsPage {
  readonly heading: Locator;
  readonly bookedHeading: Locator;
  readonly addToCalendarButton: Locator;
  readonly allAppointmentsLink: Locator;
  readonly filter: Locator;
  readonly noneBookedHeading: Locator;
  readonly rescheduleButton: Locator;
  readonly moveButton: Locator;
  readonly movedNotice: Locator;
  readonly cancelButton: Locator;
  readonly cancelDialog: Locator;
  readonly confirmCancelButton: Locator;
  readonly scheduledVisit: Locator;
  /** In place of Reschedule and Cancel inside the organization's notice window. */
  readonly noticeWindowNotice: Locator;
  readonly slots: SlotPicker;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Appointments' });
    this.bookedHeading = page.getByRole('heading', { level: 1, name: 'Your visit is booked' });
    this.addToCalendarButton = page.getByRole('button', { name: 'Add to calendar' });
    this.allAppointmentsLink = page.getByRole('link', { name: 'All appointments' });
    this.filter = page.getByLabel('Show');
    this.noneBookedHeading = page.getByRole('heading', { name: 'No booked appointments' });
    this.rescheduleButton = page.getByRole('button', { name: 'Reschedule' });
    this.moveButton = page.getByRole('button', { name: 'Move to this time' });
    this.movedNotice = page.getByText('Your visit now starts');
    this.cancelButton = page.getByRole('button', { name: 'Cancel appointment' });
    this.cancelDialog = page.getByRole('dialog', { name: 'Cancel this appointment?' });
    this.confirmCancelButton = this.cancelDialog.getByRole('button', { name: 'Yes, cancel it' });
    this.scheduledVisit = page.getByRole('region', { name: 'Scheduled visit' });
    this.noticeWindowNotice = page.locator('[data-tone]').filter({ hasText: 'Changes need a call now' });
    this.slots = new SlotPicker(page);
  }

  async goto(): Promise<void> {
    await this.page.goto('/appointments');
  }

  /** The link to one appointment's page, wherever it is listed. */
  linkTo(appointmentId: string): Locator {
    return this.page.locator(`a[href="/appointments/${appointmentId}"]`);
  }

  /** The list entry of one appointment. */
  row(appointmentId: string): Locator {
    return this.page.getByRole('listitem').filter({ has: this.linkTo(appointmentId) });
  }
}
