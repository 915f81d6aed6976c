import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import { type ContentItem, type ContentType } from '../../../api';
import { useCreateContentMutation, useUpdateContentMutation, type ContentInput, officeApi } from '../../../api/officeApi';
import { LOCALES, directionOf, type Locale } from '../../../i18n/locale';
import type { MessageId } from '../../../i18n/messages';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { useSubmit, type FieldErrors } from '../../../components/forms/useSubmit';
import { priceErrors } from '../shared/priceErrors';
import { useStaleListedRecord } from '../shared/staleRecord';
import { LANGUAGE_NAME, TranslatedFields, type TextsByLanguage, type TranslatedField } from '../shared/TranslatedFields';

type OfferField = 'title' | 'details';

const OFFER_FIELDS: readonly TranslatedField<OfferField>[] = [
  { name: 'title', label: 'admin.content.titleField', maxLength: 255, required: true },
  { name: 'details', label: 'admin.content.details', maxLength: 25000, rows: 3 },
];

const offerTexts = (text: { title: string; details?: readonly string[] }) => ({ title: text.title, details: (text.details ?? []).join('\n') });

/** One item a line: trimmed, empty lines dropped. */
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const sentOffer = (text: Record<OfferField, string>) => ({ title: text.title.trim(), details: lines(text.details) });
import { UploadedImageField } from '../shared/UploadedImageField';

const valuesOf = (item: ContentItem | null) => {
  const c = item?.content ?? {};
  return {
    type: item?.type ?? ('offer' as ContentType),
    texts: {
      en: offerTexts({ title: item?.title ?? '', details: c.details }),
      fr: offerTexts(item?.translations.fr ?? { title: '' }),
      ar: offerTexts(item?.translations.ar ?? { title: '' }),
    } satisfies TextsByLanguage<OfferField>,
    price: c.price ?? '',
    original_price: c.original_price ?? '',
    text: c.text ?? '',
    author: c.author ?? '',
    date: c.date ?? '',
    image: c.image ?? '',
    lang: c.lang ?? ('en' as Locale),
    is_active: item?.is_active ?? true,
  };
};
type Values = ReturnType<typeof valuesOf>;

/** The form's checks (the server's own), each message at its field. */
function contentErrors(values: Values, t: (id: MessageId) => string): FieldErrors {
  const required = (value: string, id: MessageId) => (value.trim() ? undefined : t(id));
  if (values.type === 'offer') {
    return {
      title: required(values.texts.en.title, 'admin.content.titleRequired'),
      ...priceErrors(values.price, values.original_price, t, { price: 'content.price', original: 'content.original_price' }),
    };
  }
  return {
    title: required(values.texts.en.title, 'admin.content.titleRequired'),
    'content.text': required(values.text, 'admin.content.textRequired'),
    'content.author': required(values.author, 'admin.content.authorRequired'),
    'content.date': required(values.date, 'admin.content.dateRequired'),
  };
}

/**
 * Add (no item) or edit an offer or a review. An offer: its title and details in three languages
 * (English title required) and a price in dollars. A review: shown as its author wrote it, in the
 * language it was written in, never translated.
 */
export function ContentFormDialog({ item, onClose, onSaved }: { item: ContentItem | null; onClose: () => void; onSaved: () => void }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  // The stored item the form started from (its version is sent with the save); Reload replaces it.
  const [loaded, setLoaded] = useState(item);
  const [values, setValues] = useState(() => valuesOf(item));
  const [create] = useCreateContentMutation();
  const [update] = useUpdateContentMutation();
  const stale = useStaleListedRecord(officeApi.endpoints.listAdminContent, item?.id, (fresh) => {
    setLoaded(fresh);
    setValues(valuesOf(fresh));
  });
  // Saved and deleted items are toasted, as every admin list does; a failure shows in the form too.
  const saveItem = useSubmit(
    (contentInput: ContentInput) =>
      loaded ? update({ id: loaded.id, contentInput: { ...contentInput, expected_updated_at: loaded.updated_at } }) : create({ contentInput }),
    {
      validate: () => contentErrors(values, t),
      refused: stale.refused,
      failureMessage: (error) => intl.formatMessage({ id: 'admin.content.failed' }, { error }),
      successMessage: t('admin.content.saved'),
      onSuccess: onSaved,
    },
  );
  const { failure: problem, fieldErrors: errors, isSubmitting: saving } = saveItem;
  const set = (name: 'type' | 'price' | 'original_price' | 'text' | 'author' | 'date' | 'image' | 'lang') => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: event.target.value }));
  const setText = (language: Locale, name: OfferField, value: string) =>
    setValues((v) => ({ ...v, texts: { ...v.texts, [language]: { ...v.texts[language], [name]: value } } }));
  const offer = values.type === 'offer';
  const fieldProps = (name: string, helper = ' ') => ({ error: Boolean(errors[name]), helperText: errors[name] ?? helper, disabled: saving });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const title = values.texts.en.title.trim();
    const common = { key: loaded?.key, title, type: values.type, is_active: values.is_active };
    if (offer) {
      const { details } = sentOffer(values.texts.en);
      void saveItem.submit({
        ...common,
        content: { price: values.price.trim(), original_price: values.original_price.trim() || null, details },
        translations: { fr: sentOffer(values.texts.fr), ar: sentOffer(values.texts.ar) },
      });
      return;
    }
    void saveItem.submit({
      ...common,
      content: { text: values.text.trim(), author: values.author.trim(), date: values.date.trim(), image: values.image.trim() || null, lang: values.lang },
    });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={offer ? 'lg' : 'sm'} aria-labelledby="content-form-title">
      <DialogTitle id="content-form-title">
        {item ? intl.formatMessage({ id: 'admin.content.edit' }, { title: item.title }) : t('admin.content.new')}
      </DialogTitle>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
          {stale.notice}
          {problem && <Alert severity="error">{problem}</Alert>}
          <TextField select name="type" label={t('admin.content.type')} value={values.type} onChange={set('type')} disabled={saving || Boolean(item)}>
            <MenuItem value="offer">{t('admin.content.type.offer')}</MenuItem>
            <MenuItem value="review">{t('admin.content.type.review')}</MenuItem>
          </TextField>
          {offer ? (
            <>
              <TranslatedFields fields={OFFER_FIELDS} texts={values.texts} onChange={setText} errors={errors} disabled={saving} />
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <TextField
                  name="price"
                  label={t('admin.content.price')}
                  value={values.price}
                  onChange={set('price')}
                  required
                  {...fieldProps('content.price')}
                  slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'decimal' } }}
                />
                <TextField
                  name="original_price"
                  label={t('admin.content.originalPrice')}
                  value={values.original_price}
                  onChange={set('original_price')}
                  {...fieldProps('content.original_price', t('admin.prices.originalHint'))}
                  slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'decimal' } }}
                />
              </Box>
            </>
          ) : (
            <>
              <TextField
                name="title"
                label={t('admin.content.titleField')}
                value={values.texts.en.title}
                onChange={(event) => setText('en', 'title', event.target.value)}
                required
                {...fieldProps('title')}
              />
              <TextField
                select
                name="lang"
                label={t('admin.content.lang')}
                value={values.lang}
                onChange={set('lang')}
                {...fieldProps('content.lang', t('admin.content.langHint'))}
              >
                {LOCALES.map((language) => (
                  <MenuItem key={language} value={language}>
                    {t(LANGUAGE_NAME[language])}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                name="text"
                label={t('admin.content.text')}
                value={values.text}
                onChange={set('text')}
                multiline
                minRows={3}
                required
                {...fieldProps('content.text')}
                slotProps={{ htmlInput: { lang: values.lang, dir: directionOf(values.lang) } }}
              />
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <TextField
                  name="author"
                  label={t('admin.content.author')}
                  value={values.author}
                  onChange={set('author')}
                  required
                  {...fieldProps('content.author')}
                />
                <TextField name="date" label={t('admin.content.date')} value={values.date} onChange={set('date')} required {...fieldProps('content.date')} />
              </Box>
              <TextField
                name="image"
                label={t('admin.content.image')}
                value={values.image}
                onChange={set('image')}
                disabled={saving}
                slotProps={{ htmlInput: { dir: 'ltr' } }}
              />
              <UploadedImageField
                purpose="avatar"
                label={t('admin.content.avatarFile')}
                disabled={saving}
                onUploaded={(url) => setValues((v) => ({ ...v, image: url }))}
              />
            </>
          )}
          <FormControlLabel
            control={<Switch name="is_active" checked={values.is_active} onChange={(event) => setValues((v) => ({ ...v, is_active: event.target.checked }))} />}
            label={t('admin.content.active')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('admin.content.cancel')}</Button>
          <SubmitButton variant="contained" disabled={saving}>
            {t(saving ? 'admin.content.saving' : 'admin.content.save')}
          </SubmitButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
