import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { Locale } from '../../../i18n/locale';
import type { MessageId } from '../../../i18n/messages';
import type { FieldErrors } from '../../../components/forms/useSubmit';
import { LANGUAGES } from './languages';

export const LANGUAGE_NAME: Record<Locale, MessageId> = {
  en: 'admin.translations.language.en',
  fr: 'admin.translations.language.fr',
  ar: 'admin.translations.language.ar',
};

export interface TranslatedField<F extends string> {
  name: F;
  label: MessageId;
  maxLength: number;
  /** A text area of this many rows; a one-line field when absent. */
  rows?: number;
  /** Under the English field (the translations say that left empty, the English text is shown). */
  hint?: MessageId;
  required?: boolean;
}

/** The texts of a form in the three languages, as typed (lists one item a line). */
export type TextsByLanguage<F extends string> = Record<Locale, Record<F, string>>;

/** Where the server reports a field: the English one by its own name, a translation under `translations.<lang>.`. */
export const fieldPath = (language: Locale, name: string) => (language === 'en' ? name : `translations.${language}.${name}`);

/**
 * The office's texts side by side, one group per language (stacked on a phone), each field
 * labelled with its language and marked with it (Arabic typed right to left). English may be
 * required; French and Arabic never are: left empty, the English text is shown.
 */
export function TranslatedFields<F extends string>({
  fields,
  texts,
  onChange,
  errors,
  disabled,
}: {
  fields: readonly TranslatedField<F>[];
  texts: TextsByLanguage<F>;
  onChange: (language: Locale, name: F, value: string) => void;
  errors: FieldErrors;
  disabled: boolean;
}) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
      {LANGUAGES.map(({ locale: language, dir }) => {
        const languageName = t(LANGUAGE_NAME[language]);
        const english = language === 'en';
        return (
          <Box key={language} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 1, alignContent: 'start' }}>
            <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
              {languageName}
            </Typography>
            {fields.map((field) => {
              const path = fieldPath(language, field.name);
              const error = errors[path];
              const hint = english ? (field.hint ? t(field.hint) : ' ') : t('admin.translations.fallbackHint');
              return (
                <TextField
                  key={field.name}
                  name={path}
                  label={intl.formatMessage({ id: 'admin.translations.field' }, { field: t(field.label), language: languageName })}
                  value={texts[language][field.name]}
                  onChange={(event) => onChange(language, field.name, event.target.value)}
                  error={Boolean(error)}
                  helperText={error ?? hint}
                  required={english && field.required}
                  disabled={disabled}
                  multiline={field.rows !== undefined}
                  minRows={field.rows}
                  slotProps={{ htmlInput: { dir, lang: language, maxLength: field.maxLength } }}
                />
              );
            })}
          </Box>
        );
      })}
    </Box>
  );
}
