import { useIntl } from 'react-intl';
import type { City } from '../../api';

/** The head office, shown when the list cannot be fetched. */
export function useDefaultCity(): City {
  const intl = useIntl();
  return {
    id: 0,
    name: intl.formatMessage({ id: 'cities.default.name' }),
    slug: 'kingston',
    email: intl.formatMessage({ id: 'footer.contact.email' }),
    phone: intl.formatMessage({ id: 'footer.contact.phone' }),
    description: intl.formatMessage({ id: 'cities.default.description' }),
    details: intl.formatMessage({ id: 'footer.contact.address' }),
    map_link: null,
    images: [],
    // Never stored, never edited: no version to compare.
    updated_at: '1970-01-01T00:00:00.000Z',
  };
}

/** The head office has no row in the database: its id is 0, which no stored city has. */
export const isDefaultCity = (city: City) => city.id === 0;
