import { expectNoSeriousA11yViolations } from '../support/axe';
import { SAME_ORIGIN_HEADERS } from '../support/same-origin';
import {
  createChat,
  expect,
  listAppointments,
  openFirstDayWithTimes,
  saveHomeAddress,
  test,
} from '../support/booking-fixtures';

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
  await page.goto(`/appointments/new?chatId=${completedChatId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Book a visit' })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'A few details first' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Exactly the address is asked for (name and phone are on file), and nothing typed is lost on an error.
  await page.getByLabel('Street address').fill('742 Evergreen Terrace');
  await page.getByLabel('City').fill('Springfield');
  await page.getByLabel('State').selectOption('IL');
  await page.getByLabel('ZIP code').fill('6270');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByLabel('ZIP code')).toBeFocused();
  await expect(page.getByText('Must be a US ZIP code such as 94103 or 94103-1234')).toBeVisible();
  await expect(page.getByLabel('Street address')).toHaveValue('742 Evergreen Terrace');
  await page.getByLabel('ZIP code').fill('62704');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await page.getByText('Schedule a time').click();
  await expect(page.getByLabel('State you will be in at the time of the visit')).toHaveValue('IL');
  const slots = await openFirstDayWithTimes(page);
  const first = slots.first();
  const instant = (await first.locator('time').getAttribute('datetime'))!;
  expect(spaces((await first.textContent())!)).toBe(chicagoClock(instant));
  await expect(page.getByRole('heading', { name: /\(Central Time\)/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await first.click();

  const review = page.getByRole('region', { name: 'Review your visit' });
  await expect(review).toContainText('Central Time');
  expect(spaces((await review.locator('time').textContent())!)).toBe(chicagoClock(instant));
  await expect(review).toContainText('Illinois');
  await review.getByRole('button', { name: 'Book this time' }).click();

  await expect(page).toHaveURL(/\/appointments\/[^/?]+\?booked=1$/);
  const appointmentId = new URL(page.url()).pathname.split('/').at(-1)!;
  await expect(page.getByRole('heading', { level: 1, name: 'Your visit is booked' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`appointment-${appointmentId}.ics`);
  const calendar = await (await download.createReadStream()).toArray();
  const ics = Buffer.concat(calendar).toString('utf8');
  const compact = instant.replace(/[-:]/g, '').replace(/\.\d+/, '');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain(`DTSTART:${compact}`);
  expect(ics).toContain(`UID:${appointmentId}@consultations`);

  await page.getByRole('link', { name: 'All appointments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
  const row = page
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href="/appointments/${appointmentId}"]`) });
  await expect(row).toContainText('Scheduled visit');
  await expect(row).toContainText('Illinois');
  await expect(row).toContainText('Booked');
  expect(Date.parse((await row.locator('time').getAttribute('datetime'))!)).toBe(Date.parse(instant));
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('link').click();
  await page.getByRole('button', { name: 'Reschedule' }).click();
  const newSlots = await openFirstDayWithTimes(page);
  const other = newSlots.nth(1);
  const newInstant = (await other.locator('time').getAttribute('datetime'))!;
  await other.click();
  await page.getByRole('button', { name: 'Move to this time' }).click();
  await expect(page.getByText('Your visit now starts')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/appointments/${appointmentId}`));
  const moved = (await listAppointments(page.request)).find((item) => item.id === appointmentId)!;
  expect(Date.parse(moved.startsAt)).toBe(Date.parse(newInstant));

  await page.getByRole('button', { name: 'Cancel appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this appointment?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Scheduled visit' })).toContainText('Cancelled');
  await expect(page.getByRole('button', { name: 'Cancel appointment' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);

  await page.goto('/appointments');
  await page.getByLabel('Show').selectOption('cancelled');
  await expect(page.locator(`a[href="/appointments/${appointmentId}"]`)).toBeVisible();
  await page.getByLabel('Show').selectOption('booked');
  await expect(page.getByRole('heading', { name: 'No booked appointments' })).toBeVisible();
});

test('a time taken between listing and booking: said in words, times refreshed, the day kept', async ({
  page,
  chatId,
}) => {
  await saveHomeAddress(page.request);
  await page.goto(`/appointments/new?chatId=${chatId}`);
  await page.getByText('Schedule a time').click();
  const slots = await openFirstDayWithTimes(page);
  const dayInView = await page
    .getByRole('list', { name: 'Days' })
    .locator('[aria-pressed="true"]')
    .getAttribute('aria-label');
  const taken = (await slots.first().locator('time').getAttribute('datetime'))!;
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

  await page.getByRole('button', { name: 'Book this time' }).click();
  const notBooked = page.getByRole('alert').filter({ hasText: 'Not booked' });
  await expect(notBooked).toContainText('That time is no longer available. Please choose another time.');
  await expect(notBooked).toContainText('Reference:');
  const dayName = dayInView!.replace(/, (\d+|no) open times$/, '');
  await expect(page.getByRole('list', { name: 'Days' }).locator('[aria-pressed="true"]')).toHaveAttribute(
    'aria-label',
    new RegExp(`^${dayName}`),
  );
  await expect(page.locator(`ul[aria-labelledby="slot-day-title"] time[datetime="${taken}"]`)).toHaveCount(0);
});

test('as soon as possible: the waiting room opens in a new tab', async ({ page, chatId }) => {
  await saveHomeAddress(page.request);
  await page.goto(`/appointments/new?chatId=${chatId}&type=asap`);
  await expect(page.getByLabel('See a clinician as soon as possible')).toBeChecked();
  await expect(page.getByText('no wait time is guaranteed')).toBeVisible();
  await page.getByRole('button', { name: 'Join the waiting room' }).click();
  const link = page.getByRole('link', { name: 'Open the waiting room (opens in a new tab)' });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(link).toHaveAttribute('href', /\/waiting-room\//);
  await expect(page.getByRole('button', { name: 'Add to calendar' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('twenty rapid clicks on Book make one appointment', async ({ page, chatId }) => {
  await saveHomeAddress(page.request);
  await page.goto(`/appointments/new?chatId=${chatId}`);
  await page.getByText('Schedule a time').click();
  const slots = await openFirstDayWithTimes(page);
  await slots.first().click();
  const book = page.getByRole('button', { name: 'Book this time' });
  await book.evaluate((button: HTMLButtonElement) => {
    for (let click = 0; click < 20; click += 1) button.click();
  });
  await expect(page).toHaveURL(/\?booked=1$/);
  expect(await listAppointments(page.request)).toHaveLength(1);
});

test('without a chat from the chat page, the patient picks one', async ({ page, chatId }) => {
  await saveHomeAddress(page.request);
  await page.goto('/appointments/new');
  // Choosing the chat moves on at once, so the radio is clicked rather than checked.
  await page
    .getByRole('radio', { name: /^Chat of / })
    .first()
    .click();
  await expect(page.getByText('How would you like to be seen?')).toBeVisible();
  await page.getByText('See a clinician as soon as possible').click();
  await page.getByRole('button', { name: 'Join the waiting room' }).click();
  await expect(page).toHaveURL(/\?booked=1$/);
  expect((await listAppointments(page.request))[0]).toBeTruthy();
  void chatId;
});
