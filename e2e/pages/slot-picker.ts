import { expect, type Locator, type Page } from '@playwright/test';

/** The slot picker the patient app and the staff dashboard share: days of a week, then the day's times. */
export class SlotPicker {
  readonly days: Locator;
  readonly selectedDay: Locator;
  readonly laterWeekButton: Locator;
  /** The open times of the day chosen. */
  readonly times: Locator;

  constructor(readonly page: Page) {
    this.days = page.getByRole('list', { name: 'Days' }).getByRole('button');
    this.selectedDay = page.getByRole('list', { name: 'Days' }).locator('[aria-pressed="true"]');
    this.laterWeekButton = page.getByRole('button', { name: 'Later week' });
    // The times have no list name of their own; the list is labelled by the day's heading.
    this.times = page.locator('ul[aria-labelledby="slot-day-title"] button');
  }

  /** The time of day a slot button stands for, as an instant. */
  timeOf(slot: Locator): Locator {
    return slot.locator('time');
  }

  /** A slot of the chosen day starting at the instant, if one is shown. */
  timeAt(instant: string): Locator {
    return this.page.locator(`ul[aria-labelledby="slot-day-title"] time[datetime="${instant}"]`);
  }

  /**
   * Picks the first day with at least `atLeast` open times, in view or up to three weeks later, and answers
   * that day's slot buttons. Late in the day today may have a single time left, so ask for what the test uses.
   */
  async openFirstDayWithTimes(atLeast = 1): Promise<Locator> {
    await expect(this.days.first()).toHaveAccessibleName(/open time/);
    for (let later = 0; later < 3; later += 1) {
      const count = await this.days.count();
      for (let index = 0; index < count; index += 1) {
        const day = this.days.nth(index);
        const open = /, (\d+) open times?$/.exec((await day.getAttribute('aria-label')) ?? '');
        if (!open || Number(open[1]) < atLeast) continue;
        await day.click();
        return this.times;
      }
      await this.laterWeekButton.click();
      await expect(this.days.first()).toHaveAccessibleName(/open time/);
    }
    throw new Error(`No day with ${atLeast} open times in three weeks`);
  }
}
