export {
  findPharmacyByNcpdpId,
  getPharmacyDirectory,
  PEOPLE_PER_PHARMACY,
  type DirectoryPharmacy,
} from './pharmacy-directory';
export {
  PHARMACY_SEARCH_LIMIT,
  searchPharmacies,
  type PharmacySearchParams,
  type PharmacySearchResult,
} from './pharmacy-search';
export { haversineMiles, type GeoPoint } from './haversine';
