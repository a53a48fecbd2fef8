const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The date of birth of someone whose `age`th birthday is today (UTC); 29 February falls back to the 28th. */
export function birthDateForAge(age: number, today = new Date()): string {
  const year = today.getUTCFullYear() - age;
  const month = today.getUTCMonth() + 1;
  const day = month === 2 && today.getUTCDate() === 29 && !isLeapYear(year) ? 28 : today.getUTCDate();
  return isoDate(year, month, day);
}

/** The date of birth of someone who turns `age` tomorrow, and so is `age - 1` today. */
export function birthDateTurningTomorrow(age: number, today = new Date()): string {
  const birthday = new Date(`${birthDateForAge(age, today)}T00:00:00Z`);
  birthday.setUTCDate(birthday.getUTCDate() + 1);
  return birthday.toISOString().slice(0, 10);
}
