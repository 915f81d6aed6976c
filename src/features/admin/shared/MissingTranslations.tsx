import Chip from '@mui/material/Chip';
import { useIntl } from 'react-intl';
import { missingTranslations, type Translations } from '../../../i18n/translated';

type Texts = Record<string, string | readonly string[]>;

/**
 * Says which languages an item still lacks ("Not translated: French, Arabic"), so the office sees
 * from the list what French and Arabic visitors read in English; nothing when it is complete.
 */
export function MissingTranslations<T extends Texts>({ translations, english }: { translations: Translations<T>; english: { [K in keyof T]?: T[K] | null } }) {
  const intl = useIntl();
  const missing = missingTranslations(translations, english);
  if (missing.length === 0) return null;
  const languages = intl.formatList(
    missing.map((language) => intl.formatMessage({ id: language === 'fr' ? 'admin.translations.missingFr' : 'admin.translations.missingAr' })),
    { type: 'conjunction' },
  );
  return <Chip size="small" variant="outlined" label={intl.formatMessage({ id: 'admin.translations.missing' }, { languages })} />;
}
