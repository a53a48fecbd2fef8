import { isIPv4, isIPv6 } from 'node:net';

/** An address that is not one (a proxy's odd entry, `unknown`) keeps a bounded key of its own. */
const OTHER_KEY_MAX_LENGTH = 64;

/**
 * The key a client address is counted under by the sign-in and registration throttles. An IPv4 address
 * is its own key. An IPv6 host is handed a whole /64 and may pick any address in it (privacy
 * extensions do so all day), so an IPv6 address counts as its /64: `2001:db8:1:2::/64`. IPv4-mapped
 * IPv6 (`::ffff:192.0.2.1`, as a dual-stack socket reports IPv4 clients) is the IPv4 address. Every
 * spelling of one address (compressed or not, upper or lower case, with a zone or a port) gives one key.
 */
export function throttleAddressKey(address: string): string {
  const bare = stripPortAndZone(address.trim());
  if (isIPv4(bare)) return bare;
  if (isIPv6(bare)) {
    const groups = expandIPv6(bare);
    const mapped = mappedIPv4(groups);
    if (mapped) return mapped;
    return `${groups.slice(0, 4).map(compactGroup).join(':')}::/64`;
  }
  return `other:${bare.slice(0, OTHER_KEY_MAX_LENGTH)}`;
}

/**
 * Roughly where a client signed in from, for the owner's list of devices (ADR 0089): its network, never
 * the address itself. IPv4 keeps its /24 (`203.0.113.0/24`), IPv6 its /48 (`2001:db8:1::/48`), the size a
 * provider or a site usually holds; a loopback or private address says so; anything else is unknown.
 */
export function coarseNetwork(address: string): string | null {
  const bare = stripPortAndZone(address.trim());
  let v4 = isIPv4(bare) ? bare : undefined;
  if (!v4 && isIPv6(bare)) {
    const groups = expandIPv6(bare);
    v4 = mappedIPv4(groups);
    if (!v4) {
      if (groups.slice(0, 7).every((group) => group === 0) && groups[7] === 1) return 'this computer';
      if ((groups[0]! & 0xfe00) === 0xfc00 || (groups[0]! & 0xffc0) === 0xfe80) return 'a private network';
      return `${groups.slice(0, 3).map(compactGroup).join(':')}::/48`;
    }
  }
  if (!v4) return null;
  const [a = 0, b = 0, c = 0] = v4.split('.').map(Number);
  if (a === 127) return 'this computer';
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return 'a private network';
  return `${a}.${b}.${c}.0/24`;
}

/** `[2001:db8::1]:443` → `2001:db8::1`; `192.0.2.1:8080` → `192.0.2.1`; `fe80::1%eth0` → `fe80::1`. */
function stripPortAndZone(address: string): string {
  const bracketed = /^\[([^\]]*)\](?::\d{1,5})?$/.exec(address)?.[1];
  const unbracketed = bracketed ?? address;
  const host = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(unbracketed)?.[1] ?? unbracketed;
  const zone = host.indexOf('%');
  return zone === -1 ? host : host.slice(0, zone);
}

/** The eight 16-bit groups of a valid IPv6 address, as numbers; a dotted IPv4 tail is two groups. */
function expandIPv6(address: string): number[] {
  const gap = address.indexOf('::');
  const head = gap === -1 ? address : address.slice(0, gap);
  const tail = gap === -1 ? '' : address.slice(gap + 2);
  const left = parseGroups(head);
  const right = parseGroups(tail);
  const zeros = gap === -1 ? [] : new Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right];
}

function parseGroups(part: string): number[] {
  if (part === '') return [];
  return part
    .split(':')
    .flatMap((group) => (group.includes('.') ? dottedToGroups(group) : [parseInt(group, 16)]));
}

function dottedToGroups(dotted: string): number[] {
  const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
  return [(a << 8) | b, (c << 8) | d];
}

/** `::ffff:a.b.c.d` in any spelling, as the IPv4 address it carries. */
function mappedIPv4(groups: number[]): string | undefined {
  const [g0, g1, g2, g3, g4, g5, high = 0, low = 0] = groups;
  const isMapped = [g0, g1, g2, g3, g4].every((group) => group === 0) && g5 === 0xffff;
  if (!isMapped) return undefined;
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

const compactGroup = (group: number) => group.toString(16);
