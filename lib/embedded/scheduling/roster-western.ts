import { hoursOn, MONDAY_TO_FRIDAY, TUESDAY_TO_SATURDAY, WEEKEND, type Practitioner } from './practitioner';

const MOUNTAIN = 'America/Denver';
// Arizona keeps standard time all year.
const ARIZONA = 'America/Phoenix';
const PACIFIC = 'America/Los_Angeles';
const ALASKA = 'America/Anchorage';
const HAWAII = 'Pacific/Honolulu';

export const WESTERN_PRACTITIONERS: readonly Practitioner[] = [
  {
    id: 'prac-34',
    name: 'Wyatt Calloway',
    credential: 'MD',
    states: ['CO', 'WY', 'MT', 'UT'],
    timeZone: MOUNTAIN,
    weeklyHours: hoursOn(MONDAY_TO_FRIDAY, '09:00', '17:00'),
  },
  {
    id: 'prac-35',
    name: 'Rosa Benally',
    credential: 'NP',
    states: ['NM', 'AZ', 'CO'],
    timeZone: MOUNTAIN,
    weeklyHours: hoursOn(MONDAY_TO_FRIDAY, '08:00', '16:00'),
  },
  {
    id: 'prac-36',
    name: 'Gideon Marsh',
    credential: 'PA',
    states: ['ID', 'MT', 'WY', 'UT'],
    timeZone: MOUNTAIN,
    weeklyHours: hoursOn(TUESDAY_TO_SATURDAY, '09:00', '17:00'),
  },
  {
    id: 'prac-37',
    name: 'Fatima Noor',
    credential: 'MD',
    states: ['AZ', 'NV', 'UT'],
    timeZone: ARIZONA,
    weeklyHours: hoursOn(MONDAY_TO_FRIDAY, '09:00', '17:00'),
  },
  {
    id: 'prac-38',
    name: 'Caleb Whitlock',
    credential: 'DO',
    states: ['AZ', 'CA', 'NM'],
    timeZone: ARIZONA,
    weeklyHours: hoursOn(WEEKEND, '10:00', '18:00'),
  },
  {
    id: 'prac-39',
    name: 'Mei Lin Park',
    credential: 'MD',
    states: ['CA', 'NV'],
    timeZone: PACIFIC,
    weeklyHours: hoursOn(MONDAY_TO_FRIDAY, '09:00', '17:00'),
  },
  {
    id: 'prac-40',
    name: 'Andre Lucero',
    credential: 'NP',
    states: ['CA'],
    timeZone: PACIFIC,
    weeklyHours: hoursOn(MONDAY_TO_FRIDAY, '12:00', '20:00'),
  },
  {
    id: 'prac-41',
    name: 'Olivia Brennan',
    credential: 'PA',
    states: ['CA', 'OR', 'WA'],
    timeZone: PACIFIC,
    weeklyHours: hoursOn(WEEKEND, '09:00', '17:00'),
  },
  {
    id: 'prac-42',
    name: 'Jonah Fischer',
    credential: 'MD',
    states: ['WA', 'OR', 'ID', 'AK'],
    timeZone: PACIFIC,
    weeklyHours: hoursOn(MONDAY_TO_FRIDAY, '08:00', '16:00'),
  },
  {
    id: 'prac-43',
    name: 'Nadia Petrova',
    credential: 'DO',
    states: ['CA', 'HI'],
    timeZone: PACIFIC,
    weeklyHours: hoursOn(MONDAY_TO_FRIDAY, '17:00', '21:00'),
  },
  {
    id: 'prac-44',
    name: 'Kenji Watanabe',
    credential: 'NP',
    states: ['CA', 'WA'],
    timeZone: PACIFIC,
    weeklyHours: hoursOn(TUESDAY_TO_SATURDAY, '10:00', '18:00'),
  },
  {
    id: 'prac-45',
    name: 'Ximena Castillo',
    credential: 'MD',
    states: ['CA', 'TX', 'AZ', 'NV'],
    timeZone: PACIFIC,
    weeklyHours: hoursOn([1, 2, 3, 4], '07:00', '15:00'),
  },
  {
    id: 'prac-46',
    name: 'Lars Eriksen',
    credential: 'MD',
    states: ['AK', 'WA'],
    timeZone: ALASKA,
    weeklyHours: hoursOn(MONDAY_TO_FRIDAY, '09:00', '17:00'),
  },
  {
    id: 'prac-47',
    name: 'Leilani Kahale',
    credential: 'NP',
    states: ['HI', 'CA'],
    timeZone: HAWAII,
    weeklyHours: hoursOn(MONDAY_TO_FRIDAY, '08:00', '16:00'),
  },
  {
    id: 'prac-48',
    name: 'Malia Fonoti',
    credential: 'PA',
    states: ['HI'],
    timeZone: HAWAII,
    weeklyHours: [...hoursOn(MONDAY_TO_FRIDAY, '12:00', '18:00'), ...hoursOn([6], '09:00', '13:00')],
  },
];
