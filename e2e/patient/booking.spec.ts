import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { AppointmentsPage, BookingPage } from '../pages/booking-page';
import { createChat, listAppointments, saveHomeAddress, sendTurn } from '../support/patient-api';
import { SAME_ORIGIN_HEADERS } from '../support/same-origin';

// A consultation, the first pharmacy search (the directory loads) and axe take a while on a shared machine.
test.describe.configure({ timeout: 120_000 });

test.use({ timezoneId: 'America/Chicago' });

const CHICAGO = 'America/Chicago';
const spaces = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The slot's wall-clock time in Chicago, worked out here rather than read from the page. */
function chicagoClock(instant: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: CHICAGO,
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
  }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;
}

test('from a completed consultation: details asked in place, a time in Chicago, calendar file, list, reschedule, cancel', async ({
  page,
  completedChatId,
}) => {
  const booking = new BookingPage(page);
  await booking.goto({ chatId: completedChatId });
  await expect(booking.heading).toBeFocused();
  await expect(booking.detailsHeading).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Exactly the address is asked for (name and phone are on file), and nothing typed is lost on an error.
  await booking.address.fill({
    line1: '742 Evergreen Terrace',
    city: 'Springfield',
    state: 'IL',
    postalCode: '6270',
  });
  await booking.saveAndContinueButton.click();
  await expect(booking.address.zip).toBeFocused();
  await expect(page.getByText('Must be a US ZIP code such as 94103 or 94103-1234')).toBeVisible();
  await expect(booking.address.street).toHaveValue('742 Evergreen Terrace');
  await booking.address.zip.fill('62704');
  await booking.saveAndContinueButton.click();

  await booking.scheduledOption.click();
  await expect(booking.visitState).toHaveValue('IL');
  const slots = await booking.slots.openFirstDayWithTimes();
  const first = slots.first();
  const instant = (await booking.slots.timeOf(first).getAttribute('datetime'))!;
  expect(spaces((await first.textContent())!)).toBe(chicagoClock(instant));
  await expect(booking.timeZoneHeading).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await first.click();

  await expect(booking.review).toContainText('Central Time');
  expect(spaces((await booking.review.locator('time').textContent())!)).toBe(chicagoClock(instant));
  await expect(booking.review).toContainText('Illinois');
  await booking.review.getByRole('button', { name: 'Book this time' }).click();

  const appointments = new AppointmentsPage(page);
  await expect(page).toHaveURL(/\/appointments\/[^/?]+\?booked=1$/);
  const appointmentId = new URL(page.url()).pathname.split('/').at(-1)!;
  await expect(appointments.bookedHeading).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const downloading = page.waitForEvent('download');
  await appointments.addToCalendarButton.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`appointment-${appointmentId}.ics`);
  const calendar = await (await download.createReadStream()).toArray();
  const ics = Buffer.concat(calendar).toString('utf8');
  const compact = instant.replace(/[-:]/g, '').replace(/\.\d+/, '');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain(`DTSTART:${compact}`);
  expect(ics).toContain(`UID:${appointmentId}@consultations`);

  await appointments.allAppointmentsLink.click();
  await expect(appointments.heading).toBeVisible();
  const row = appointments.row(appointmentId);
  await expect(row).toContainText('Scheduled visit');
  await expect(row).toContainText('Illinois');
  await expect(row).toContainText('Booked');
  expect(Date.parse((await row.locator('time').getAttribute('datetime'))!)).toBe(Date.parse(instant));
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('link').click();
  await appointments.rescheduleButton.click();
  const newSlots = await appointments.slots.openFirstDayWithTimes(2);
  const other = newSlots.nth(1);
  const newInstant = (await appointments.slots.timeOf(other).getAttribute('datetime'))!;
  await other.click();
  await appointments.moveButton.click();
  await expect(appointments.movedNotice).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/appointments/${appointmentId}`));
  const moved = (await listAppointments(page.request)).find((item) => item.id === appointmentId)!;
  expect(Date.parse(moved.startsAt)).toBe(Date.parse(newInstant));

  await appointments.cancelButton.click();
  await expect(appointments.cancelDialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await appointments.confirmCancelButton.click();
  await expect(appointments.cancelDialog).toBeHidden();
  await expect(appointments.scheduledVisit).toContainText('Cancelled');
  await expect(appointments.cancelButton).toHaveCount(0);
  await expect(appointments.rescheduleButton).toHaveCount(0);

  await appointments.goto();
  await appointments.filter.selectOption('cancelled');
  await expect(appointments.linkTo(appointmentId)).toBeVisible();
  await appointments.filter.selectOption('booked');
  await expect(appointments.noneBookedHeading).toBeVisible();
});

test('a time taken between listing and booking: said in words, times refreshed, the day kept', async ({
  page,
  chatId,
}) => {
  await saveHomeAddress(page.request);
  const booking = new BookingPage(page);
  await booking.goto({ chatId });
  await booking.scheduledOption.click();
  const slots = await booking.slots.openFirstDayWithTimes();
  const dayInView = await booking.slots.selectedDay.getAttribute('aria-label');
  const taken = (await booking.slots.timeOf(slots.first()).getAttribute('datetime'))!;
  await slots.first().click();

  // Others take that time meanwhile: booked through the API until no clinician is left at it.
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const other = await createChat(page.request);
    const response = await page.request.post('/api/appointments/scheduled', {
      headers: { ...SAME_ORIGIN_HEADERS, 'Idempotency-Key': `take-${other}` },
      data: { chatId: other, startsAt: taken, location: { state: 'IL' } },
    });
    if (response.status() !== 201) {
      expect((await response.json()).code).toBe('error.appointment.slot_unavailable');
      break;
    }
  }

  await booking.bookButton.click();
  await expect(booking.notBookedAlert).toContainText(
    'That time is no longer available. Please choose another time.',
  );
  await expect(booking.notBookedAlert).toContainText('Reference:');
  const dayName = dayInView!.replace(/, (?:\d+|no) open times?$/, '');
  await expect(booking.slots.selectedDay).toHaveAttribute('aria-label', new RegExp(`^${dayName}`));
  await expect(booking.slots.timeAt(taken)).toHaveCount(0);
});

test('as soon as possible: the waiting room opens in a new tab', async ({ page, chatId }) => {
  await saveHomeAddress(page.request);
  const booking = new BookingPage(page);
  await booking.goto({ chatId, type: 'asap' });
  await expect(booking.asapRadio).toBeChecked();
  await expect(page.getByText('no wait time is guaranteed')).toBeVisible();
  await booking.joinWaitingRoomButton.click();
  await expect(booking.waitingRoomLink).toHaveAttribute('target', '_blank');
  await expect(booking.waitingRoomLink).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(booking.waitingRoomLink).toHaveAttribute('href', /\/waiting-room\//);
  await expect(new AppointmentsPage(page).addToCalendarButton).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('twenty rapid clicks on Book make one appointment', async ({ page, chatId }) => {
  await saveHomeAddress(page.request);
  const booking = new BookingPage(page);
  await booking.goto({ chatId });
  await booking.scheduledOption.click();
  const slots = await booking.slots.openFirstDayWithTimes();
  await slots.first().click();
  await booking.bookButton.evaluate((button: HTMLButtonElement) => {
    for (let click = 0; click < 20; click += 1) button.click();
  });
  await expect(page).toHaveURL(/\?booked=1$/);
  expect(await listAppointments(page.request)).toHaveLength(1);
});

test('without a chat from the chat page, the patient picks one, told apart by its words', async ({
  page,
  chatId,
}) => {
  // Two chats started the same minute: their first words, not their times, tell them apart.
  const ankle = await createChat(page.request);
  await sendTurn(
    page.request,
    ankle,
    'My ankle is swollen since I fell off my bike on Sunday, and it hurts to walk',
  );
  await sendTurn(page.request, chatId, 'Sore throat and a fever');
  await saveHomeAddress(page.request);
  const booking = new BookingPage(page);
  await booking.goto();
  await expect(booking.chooseChat).toHaveCount(2);
  const names = await booking.chooseChat.evaluateAll((radios) =>
    radios.map((radio) => radio.closest('label')?.querySelector('span')?.textContent),
  );
  expect(new Set(names).size).toBe(2);
  // The newest first, each with its words shortened at a word and its start time in full for screen readers.
  await expect(booking.chooseChat.first()).toHaveAccessibleName(
    /^My ankle is swollen since I fell off my bike on Sunday, and… \w{3}, \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M C[SD]T$/,
  );
  await expect(booking.chooseChat.nth(1)).toHaveAccessibleName(/^Sore throat and a fever /);
  await expect(page.getByText('Chat of')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  // Choosing the chat moves on at once, so the radio is clicked rather than checked.
  await booking.chooseChat.first().click();
  await expect(booking.visitTypeQuestion).toBeVisible();
  await booking.asapOption.click();
  await expect(booking.review).toContainText('My ankle is swollen since I fell off my bike on Sunday, and…');
  await booking.joinWaitingRoomButton.click();
  await expect(page).toHaveURL(/\?booked=1$/);
  expect((await listAppointments(page.request))[0]).toMatchObject({ chatId: ankle });
});
