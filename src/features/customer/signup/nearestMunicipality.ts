import type { Municipality } from '../../../api';

/**
 * The municipality whose centre is nearest a position. Distances on a plane with the longitude
 * scaled by the latitude's cosine: exact enough to tell neighbouring towns apart within Ontario.
 */
export function nearestMunicipality(places: readonly Municipality[], latitude: number, longitude: number): Municipality | undefined {
  const scale = Math.cos((latitude * Math.PI) / 180);
  const distance = (place: Municipality) => (place.latitude - latitude) ** 2 + ((place.longitude - longitude) * scale) ** 2;
  return places.reduce<Municipality | undefined>((best, place) => (best === undefined || distance(place) < distance(best) ? place : best), undefined);
}
