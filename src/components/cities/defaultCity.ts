import { useIntl } from 'react-intl';
import type { City } from '../../api';
import type { Locale } from '../../i18n/locale';

/** The head office, shown when the list cannot be fetched: its texts come from the catalog, in the reader's language. */
export function useDefaultCity(): City {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const texts = {
    name: intl.formatMessage({ id: 'cities.default.name' }),
    description: intl.formatMessage({ id: 'cities.default.description' }),
    details: intl.formatMessage({ id: 'footer.contact.address' }),
  };
  const translations: City['translations'] = { fr: { name: '', description: '', details: '' }, ar: { name: '', description: '', details: '' } };
  if (locale !== 'en') translations[locale] = texts;
  return {
    id: 0,
    ...texts,
    slug: 'kingston',
    email: intl.formatMessage({ id: 'footer.contact.email' }),
    phone: intl.formatMessage({ id: 'footer.contact.phone' }),
    translations,
    map_link: null,
    images: [],
    // Never stored, never edited: no version to compare.
    updated_at: '1970-01-01T00:00:00.000Z',
  };
}

/** The head office has no row in the database: its id is 0, which no stored city has. */
export const isDefaultCity = (city: City) => city.id === 0;
