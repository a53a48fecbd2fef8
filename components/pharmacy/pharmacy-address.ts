import type { PreferredPharmacy } from '@/lib/contract/bff';

/** "12 Main St, Springfield, IL 62704" from whichever parts are known. */
export function pharmacyAddressLine(address: PreferredPharmacy['address']): string {
  if (!address) return '';
  const cityLine = [address.city, [address.state, address.postalCode].filter(Boolean).join(' ')].filter(
    Boolean,
  );
  return [address.line1, ...cityLine].filter(Boolean).join(', ');
}
