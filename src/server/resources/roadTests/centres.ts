import type { components } from '../../../contract/generated/openapi.gen';

type Centre = components['schemas']['DriveTestCentre'];
type CentreId = Centre['id'];

/**
 * Ontario's DriveTest centres where G2 and G road tests are taken, shipped with the product (the
 * Ministry's list changes a few times a decade): the ids are stored on road tests and never change;
 * a centre that closes stays here so past tests keep their name. The spec's enum holds the same ids.
 */
export const DRIVETEST_CENTRES: readonly Centre[] = [
  { id: 'barrie', name: 'Barrie' },
  { id: 'belleville', name: 'Belleville' },
  { id: 'brampton', name: 'Brampton' },
  { id: 'brantford', name: 'Brantford' },
  { id: 'brockville', name: 'Brockville' },
  { id: 'burlington', name: 'Burlington' },
  { id: 'chatham', name: 'Chatham' },
  { id: 'clinton', name: 'Clinton' },
  { id: 'cobourg', name: 'Cobourg' },
  { id: 'collingwood', name: 'Collingwood' },
  { id: 'cornwall', name: 'Cornwall' },
  { id: 'dryden', name: 'Dryden' },
  { id: 'fort-frances', name: 'Fort Frances' },
  { id: 'guelph', name: 'Guelph' },
  { id: 'hamilton', name: 'Hamilton' },
  { id: 'hawkesbury', name: 'Hawkesbury' },
  { id: 'huntsville', name: 'Huntsville' },
  { id: 'kapuskasing', name: 'Kapuskasing' },
  { id: 'kenora', name: 'Kenora' },
  { id: 'kingston', name: 'Kingston' },
  { id: 'kirkland-lake', name: 'Kirkland Lake' },
  { id: 'kitchener', name: 'Kitchener' },
  { id: 'lindsay', name: 'Lindsay' },
  { id: 'london', name: 'London' },
  { id: 'markham', name: 'Markham' },
  { id: 'mississauga', name: 'Mississauga' },
  { id: 'new-liskeard', name: 'New Liskeard' },
  { id: 'newmarket', name: 'Newmarket' },
  { id: 'niagara-falls', name: 'Niagara Falls' },
  { id: 'north-bay', name: 'North Bay' },
  { id: 'oakville', name: 'Oakville' },
  { id: 'orangeville', name: 'Orangeville' },
  { id: 'orillia', name: 'Orillia' },
  { id: 'oshawa', name: 'Oshawa' },
  { id: 'ottawa-canotek', name: 'Ottawa Canotek' },
  { id: 'ottawa-kanata', name: 'Ottawa Kanata' },
  { id: 'ottawa-walkley', name: 'Ottawa Walkley' },
  { id: 'owen-sound', name: 'Owen Sound' },
  { id: 'parry-sound', name: 'Parry Sound' },
  { id: 'pembroke', name: 'Pembroke' },
  { id: 'peterborough', name: 'Peterborough' },
  { id: 'sarnia', name: 'Sarnia' },
  { id: 'sault-ste-marie', name: 'Sault Ste. Marie' },
  { id: 'simcoe', name: 'Simcoe' },
  { id: 'smiths-falls', name: 'Smiths Falls' },
  { id: 'st-catharines', name: 'St. Catharines' },
  { id: 'stratford', name: 'Stratford' },
  { id: 'sudbury', name: 'Sudbury' },
  { id: 'thunder-bay', name: 'Thunder Bay' },
  { id: 'timmins', name: 'Timmins' },
  { id: 'toronto-downsview', name: 'Toronto Downsview' },
  { id: 'toronto-etobicoke', name: 'Toronto Etobicoke' },
  { id: 'toronto-metro-east', name: 'Toronto Metro East' },
  { id: 'toronto-port-union', name: 'Toronto Port Union' },
  { id: 'walkerton', name: 'Walkerton' },
  { id: 'windsor', name: 'Windsor' },
  { id: 'woodstock', name: 'Woodstock' },
];

const byId = new Map(DRIVETEST_CENTRES.map((centre) => [centre.id, centre]));

/** The centre of a stored id; an id the list lost (a row edited by hand) shows as itself. */
export function centreOf(id: string): Centre {
  return byId.get(id as CentreId) ?? { id: id as CentreId, name: id };
}
