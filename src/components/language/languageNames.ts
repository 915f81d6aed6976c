import type { MessageId } from '../../i18n/messages';
import type { Locale } from '../../i18n/locale';

/** Each language's name, in the catalogs so that every language names itself in its own words. */
export const LANGUAGE_NAME_IDS: Record<Locale, MessageId> = { en: 'language.name.en', fr: 'language.name.fr', ar: 'language.name.ar' };
