import { US_STATE_CODES, type UsStateCode } from '@/lib/contract/us-states';
import { createNcpdpIdAllocator } from './ncpdp-ids';
import { fictionalPhoneNumber } from './phone-numbers';
import { createPharmacyNamer } from './pharmacy-names';
import { placeByPopulation } from './population-allocation';
import { seededRandom } from './seeded-random';
import { randomStreetAddress } from './street-addresses';
import { compareText, loadZipCodeAreas, type ZipCodeArea } from './zip-code-areas';

export interface DirectoryPharmacy {
  ncpdpId: string;
  name: string;
  address: { line1: string; city: string; state: UsStateCode; postalCode: string };
  phoneNumber: string;
  latitude: number;
  longitude: number;
}

/**
 * One store for every 50,000 residents gives about 6,600 stores. Any city of 100,000 people or more
 * (by the residents of its ZIP codes) is sure to get at least two, see placeByPopulation.
 */
export const PEOPLE_PER_PHARMACY = 50_000;

const DIRECTORY_SEED = 'embedded-pharmacy-directory';

/**
 * The areas with each state's, and within it each city's, ZIP codes next to one another, which is what
 * placeByPopulation needs to give every city and state its share. Grouping keeps this linear in time.
 */
function groupedByStateAndCity(areas: readonly ZipCodeArea[]): ZipCodeArea[] {
  const byState = new Map<UsStateCode, Map<string, ZipCodeArea[]>>(
    US_STATE_CODES.map((state) => [state, new Map()]),
  );
  for (const area of areas) {
    const cities = byState.get(area.state);
    const cityAreas = cities?.get(area.city);
    if (cityAreas) cityAreas.push(area);
    else cities?.set(area.city, [area]);
  }
  return [...byState.values()].flatMap((cities) => [...cities.values()].flat());
}

/** The order in which search lists pharmacies when it has no coordinates to sort by. */
export function compareByStateCityName(a: DirectoryPharmacy, b: DirectoryPharmacy): number {
  return (
    compareText(a.address.state, b.address.state) ||
    compareText(a.address.city, b.address.city) ||
    compareText(a.name, b.name) ||
    compareText(a.ncpdpId, b.ncpdpId)
  );
}

/** Builds the directory from ZIP code areas; the same areas always give the same directory. */
export function buildPharmacyDirectory(areas: readonly ZipCodeArea[]): DirectoryPharmacy[] {
  const start = Math.floor(seededRandom(DIRECTORY_SEED)() * PEOPLE_PER_PHARMACY);
  const placements = placeByPopulation(groupedByStateAndCity(areas), PEOPLE_PER_PHARMACY, start);
  const allocateNcpdpId = createNcpdpIdAllocator();
  const namePharmacy = createPharmacyNamer();

  const pharmacies = placements.map(({ area, ordinal }): DirectoryPharmacy => {
    const storeKey = `${area.zip}/${ordinal}`;
    const random = seededRandom(`${DIRECTORY_SEED}/${storeKey}`);
    const street = randomStreetAddress(random);
    const name = namePharmacy(random, { city: area.city, state: area.state, streetName: street.streetName });
    return Object.freeze({
      ncpdpId: allocateNcpdpId(area.state, storeKey),
      name,
      address: Object.freeze({
        line1: street.line1,
        city: area.city,
        state: area.state,
        postalCode: area.zip,
      }),
      phoneNumber: fictionalPhoneNumber(random, area.state),
      latitude: area.latitude,
      longitude: area.longitude,
    });
  });
  return pharmacies.sort(compareByStateCityName);
}

let directory: readonly DirectoryPharmacy[] | undefined;
let directoryById: ReadonlyMap<string, DirectoryPharmacy> | undefined;

/** The directory, built on first use and kept, ordered by state, city and name. */
export function getPharmacyDirectory(): readonly DirectoryPharmacy[] {
  directory ??= Object.freeze(buildPharmacyDirectory(loadZipCodeAreas()));
  return directory;
}

export function findPharmacyByNcpdpId(ncpdpId: string): DirectoryPharmacy | undefined {
  directoryById ??= new Map(getPharmacyDirectory().map((pharmacy) => [pharmacy.ncpdpId, pharmacy]));
  return directoryById.get(ncpdpId);
}
