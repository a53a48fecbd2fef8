import { pick, randomInt, type Random } from './seeded-random';

/** Made-up chains: none is, or imitates, a real pharmacy brand. */
const CHAINS = [
  'Corner Drug',
  'Bluebird Pharmacy',
  'Northstar Drug',
  'Evergreen Rx',
  'Lighthouse Pharmacy',
  'Keystone Apothecary',
  'Meadowbrook Drug',
  'Copperleaf Pharmacy',
] as const;

const FAMILY_NAMES = [
  'Abbott',
  'Bennett',
  'Caldwell',
  'Delgado',
  'Ellison',
  'Fairbanks',
  'Garrison',
  'Hadley',
  'Iverson',
  'Jennings',
  'Kowalski',
  'Lindqvist',
  'Mendoza',
  'Nakamura',
  'Okafor',
  'Pruitt',
  'Quintero',
  'Rasmussen',
  'Sorensen',
  'Thibodeaux',
  'Underwood',
  'Vasquez',
  'Whitaker',
  'Yoder',
] as const;

/** Share of stores that belong to a chain; the rest are independents. */
const CHAIN_SHARE = 0.55;

const MAX_INDEPENDENT_NAME_TRIES = 6;

export interface NamingContext {
  city: string;
  state: string;
  /** The store's own street, spelled out ("Maple Avenue"). */
  streetName: string;
}

function independentName(random: Random, { city, streetName }: NamingContext): string {
  const pattern = randomInt(random, 0, 5);
  switch (pattern) {
    case 0:
      return `${streetName} Pharmacy`;
    case 1:
      return `${city} Family Pharmacy`;
    case 2:
      return `${city} Community Pharmacy`;
    case 3:
      return `${pick(random, FAMILY_NAMES)} Pharmacy`;
    case 4:
      return `${pick(random, FAMILY_NAMES)}'s Drug`;
    default:
      return `${streetName} Apothecary`;
  }
}

/**
 * Names stores so that no two in the same city share a name: chain stores carry a store number unique
 * within the chain, and an independent whose name is already taken in its city becomes a chain store.
 */
export function createPharmacyNamer(): (random: Random, context: NamingContext) => string {
  // Chain names are unique nationwide; independent names are kept unique within their city.
  const namesInUse = new Set<string>();

  const chainName = (random: Random): string => {
    const chain = pick(random, CHAINS);
    let name = `${chain} #${randomInt(random, 1000, 9999)}`;
    for (let storeNumber = 1000; namesInUse.has(name); storeNumber++) name = `${chain} #${storeNumber}`;
    namesInUse.add(name);
    return name;
  };

  return (random, context) => {
    if (random() >= CHAIN_SHARE) {
      for (let attempt = 0; attempt < MAX_INDEPENDENT_NAME_TRIES; attempt++) {
        const name = independentName(random, context);
        const key = `${context.state}|${context.city}|${name}`;
        if (!namesInUse.has(key)) {
          namesInUse.add(key);
          return name;
        }
      }
    }
    return chainName(random);
  };
}
