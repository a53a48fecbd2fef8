import 'server-only';
import type { PharmacySearchBody } from '@/lib/contract';
import { coordinatesOfZip, zipOfSearchTerm } from './zip-coordinates';

/**
 * A ZIP code means "near here": the service matches search terms against each pharmacy's own ZIP, so a
 * ZIP with no pharmacy of its own would list nothing. The BFF sends the ZIP's centre instead and an
 * empty term, and the service lists the nearest pharmacies with their distance. Coordinates the browser
 * sent (its own position) win over the ZIP's; an unknown ZIP is passed on as typed.
 */
export function toProximitySearch(body: PharmacySearchBody): PharmacySearchBody {
  const zip = zipOfSearchTerm(body.searchTerm);
  if (zip === null) return body;
  if (body.latitude !== undefined && body.longitude !== undefined) return { ...body, searchTerm: '' };
  const coordinates = coordinatesOfZip(zip);
  if (coordinates === null) return body;
  return { ...body, searchTerm: '', ...coordinates };
}
