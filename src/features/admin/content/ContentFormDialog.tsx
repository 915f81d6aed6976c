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
import { useCreateContentMutation, useUpdateContentMutation, type ContentInput, enrolmentApi } from '../../../api/enrolment';
import type { MessageId } from '../../../i18n/messages';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { useSubmit } from '../../../components/forms/useSubmit';
import { useStaleListedRecord } from '../shared/staleRecord';
import { UploadedImageField } from '../shared/UploadedImageField';

const valuesOf = (item: ContentItem | null) => {
  const c = item?.content ?? {};
  return {
    type: item?.type ?? ('offer' as ContentType),
    title: item?.title ?? '',
    price: c.price ?? '',
    original_price: c.original_price ?? '',
    details: (c.details ?? []).join('\n'),
    text: c.text ?? '',
    author: c.author ?? '',
    date: c.date ?? '',
    image: c.image ?? '',
    is_active: item?.is_active ?? true,
  };
};

/** Add (no item) or edit an offer or a review: a title always; an offer needs a price, a review its text, author and date. */
export function ContentFormDialog({ item, onClose, onSaved }: { item: ContentItem | null; onClose: () => void; onSaved: () => void }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  // The stored item the form started from (its version is sent with the save); Reload replaces it.
  const [loaded, setLoaded] = useState(item);
  const [values, setValues] = useState(() => valuesOf(item));
  const [create] = useCreateContentMutation();
  const [update] = useUpdateContentMutation();
  const stale = useStaleListedRecord(enrolmentApi.endpoints.listAdminContent, item?.id, (fresh) => {
    setLoaded(fresh);
    setValues(valuesOf(fresh));
  });
  // The form shows its failure itself; no toast.
  const saveItem = useSubmit(
    (contentInput: ContentInput) =>
      loaded ? update({ id: loaded.id, contentInput: { ...contentInput, expected_updated_at: loaded.updated_at } }) : create({ contentInput }),
    {
      refused: stale.refused,
      failureMessage: (error) => intl.formatMessage({ id: 'admin.content.failed' }, { error }),
      toastFailure: false,
      onSuccess: onSaved,
    },
  );
  const { failure: problem, isSubmitting: saving } = saveItem;
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value }));
  const offer = values.type === 'offer';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = !values.title.trim()
      ? 'admin.content.titleRequired'
      : offer && !values.price.trim()
        ? 'admin.content.priceRequired'
        : !offer && (!values.text.trim() || !values.author.trim() || !values.date.trim())
          ? 'admin.content.reviewFieldsRequired'
          : null;
    if (missing) {
      saveItem.setFailure(t(missing));
      return;
    }
    const content = offer
      ? {
          price: values.price.trim(),
          original_price: values.original_price.trim() || null,
          details: values.details
            .split('\n')
            .map((d) => d.trim())
            .filter(Boolean),
        }
      : { text: values.text.trim(), author: values.author.trim(), date: values.date.trim(), image: values.image.trim() || null };
    void saveItem.submit({ key: loaded?.key, title: values.title.trim(), type: values.type, is_active: values.is_active, content });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="content-form-title">
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
          <TextField name="title" label={t('admin.content.titleField')} value={values.title} onChange={set('title')} required disabled={saving} />
          {offer ? (
            <>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <TextField
                  name="price"
                  label={t('admin.content.price')}
                  value={values.price}
                  onChange={set('price')}
                  required
                  disabled={saving}
                  slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'decimal' } }}
                />
                <TextField
                  name="original_price"
                  label={t('admin.content.originalPrice')}
                  value={values.original_price}
                  onChange={set('original_price')}
                  disabled={saving}
                  slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'decimal' } }}
                />
              </Box>
              <TextField
                name="details"
                label={t('admin.content.details')}
                value={values.details}
                onChange={set('details')}
                multiline
                minRows={3}
                disabled={saving}
              />
            </>
          ) : (
            <>
              <TextField
                name="text"
                label={t('admin.content.text')}
                value={values.text}
                onChange={set('text')}
                multiline
                minRows={3}
                required
                disabled={saving}
              />
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <TextField name="author" label={t('admin.content.author')} value={values.author} onChange={set('author')} required disabled={saving} />
                <TextField name="date" label={t('admin.content.date')} value={values.date} onChange={set('date')} required disabled={saving} />
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
