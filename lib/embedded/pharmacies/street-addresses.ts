import { pick, randomInt, type Random } from './seeded-random';

const STREET_NAMES = [
  'Main',
  'Oak',
  'Maple',
  'Pine',
  'Cedar',
  'Elm',
  'Walnut',
  'Chestnut',
  'Birch',
  'Willow',
  'Washington',
  'Lincoln',
  'Jefferson',
  'Madison',
  'Franklin',
  'Jackson',
  'Adams',
  'Monroe',
  'Park',
  'Lake',
  'Hill',
  'Ridge',
  'River',
  'Spring',
  'Meadow',
  'Forest',
  'Sunset',
  'Highland',
  'Church',
  'Market',
  'Mill',
  'Union',
  'Center',
  'Water',
  'College',
  'Liberty',
  'Prospect',
  'Grand',
  'Summit',
  'Valley',
  'Orchard',
  'Harbor',
  'Station',
  'Commerce',
  'Broad',
  'Academy',
] as const;

const STREET_TYPES = [
  { abbreviation: 'St', name: 'Street' },
  { abbreviation: 'Ave', name: 'Avenue' },
  { abbreviation: 'Blvd', name: 'Boulevard' },
  { abbreviation: 'Rd', name: 'Road' },
  { abbreviation: 'Dr', name: 'Drive' },
  { abbreviation: 'Ln', name: 'Lane' },
  { abbreviation: 'Way', name: 'Way' },
  { abbreviation: 'Pkwy', name: 'Parkway' },
] as const;

export interface StreetAddress {
  /** As printed on an envelope: "1420 Maple Ave". */
  line1: string;
  /** The street spelled out, for names such as "Maple Avenue Pharmacy". */
  streetName: string;
}

function ordinalSuffix(value: number): string {
  if (value % 100 >= 11 && value % 100 <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][value % 10] ?? 'th';
}

function numberedStreetName(random: Random): string {
  const number = randomInt(random, 1, 40);
  return `${number}${ordinalSuffix(number)}`;
}

export function randomStreetAddress(random: Random): StreetAddress {
  const houseNumber = randomInt(random, 1, 98) * 100 + randomInt(random, 0, 99);
  const type = pick(random, STREET_TYPES);
  // About one street in six is numbered, as in most American towns.
  const baseName = random() < 1 / 6 ? numberedStreetName(random) : pick(random, STREET_NAMES);
  return { line1: `${houseNumber} ${baseName} ${type.abbreviation}`, streetName: `${baseName} ${type.name}` };
}
