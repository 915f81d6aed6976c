import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useIntl } from 'react-intl';
import { type ContentItem } from '../../../api';
import { useDeleteContentMutation, useListAdminContentQuery } from '../../../api/officeApi';
import { EmptyText, ErrorNotice, LoadingText } from '../../../components/feedback/StatusMessage';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { useFailureText } from '../../../components/feedback/useFailureText';
import { useSubmit } from '../../../components/forms/useSubmit';
import { PageHeading } from '../../../components/page/PageHeading';
import { formatMoney } from '../../../i18n/format';
import type { MessageId } from '../../../i18n/messages';
import type { Locale } from '../../../i18n/locale';
import { ContentFormDialog } from './ContentFormDialog';
import { MissingTranslations } from '../shared/MissingTranslations';

/** A review's text is previewed to 100 characters; the success message clears after 3 s. */
const PREVIEW_CHARS = 100;
const preview = (text = '') => (text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS)}…` : text);

/** Content manager: offers and reviews as cards, add/edit dialog, delete, refresh. */
export function ContentManagerPage() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const t = (id: MessageId) => intl.formatMessage({ id });
  const failureText = useFailureText();
  const { data, error, isLoading, isError, isFetching, refetch } = useListAdminContentQuery(undefined, { refetchOnFocus: true });
  const [remove] = useDeleteContentMutation();
  const [editing, setEditing] = useState<ContentItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ContentItem | null>(null);
  const items = data?.data ?? [];
  const removal = useSubmit(remove, {
    failureMessage: (error) => intl.formatMessage({ id: 'admin.content.deleteFailed' }, { error }),
    successMessage: t('admin.content.deleted'),
  });

  const confirmDelete = async () => {
    if (!deleting) return;
    await removal.submit({ id: deleting.id });
    setDeleting(null);
  };

  const section = (type: ContentItem['type'], titleId: MessageId) => {
    const list = items.filter((item) => item.type === type);
    return (
      <Box component="section" aria-labelledby={`content-${type}`} sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h2" id={`content-${type}`} sx={{ fontSize: '1.35rem' }}>
          {t(titleId)}
        </Typography>
        {!isLoading && list.length === 0 && <EmptyText>{t('admin.content.empty')}</EmptyText>}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' } }}>
          {list.map((item) => (
            <Card key={item.id} component="article" variant="outlined" aria-label={item.title} sx={{ display: 'flex', flexDirection: 'column' }}>
              <CardContent sx={{ flexGrow: 1 }}>
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1, '&:empty': { display: 'none' } }}>
                  {!item.is_active && <Chip size="small" variant="outlined" label={t('admin.content.hidden')} />}
                  {item.type === 'offer' && (
                    <MissingTranslations translations={item.translations} english={{ title: item.title, details: item.content.details ?? [] }} />
                  )}
                </Box>
                <Typography variant="h3" component="h3" sx={{ fontSize: '1.1rem' }} dir="auto">
                  {item.title}
                </Typography>
                {type === 'offer' ? (
                  <Typography sx={{ fontWeight: 700, color: 'primary.main' }}>{formatMoney(item.content.price, locale)}</Typography>
                ) : (
                  <>
                    <Typography variant="body2" sx={{ mt: 1 }} dir="auto">
                      {preview(item.content.text)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" dir="auto">
                      {item.content.author} · {item.content.date}
                    </Typography>
                  </>
                )}
              </CardContent>
              <CardActions sx={{ justifyContent: 'flex-end' }}>
                <IconButton aria-label={intl.formatMessage({ id: 'admin.content.edit' }, { title: item.title })} onClick={() => setEditing(item)}>
                  <EditIcon />
                </IconButton>
                <IconButton
                  aria-label={intl.formatMessage({ id: 'admin.content.delete' }, { title: item.title })}
                  color="error"
                  onClick={() => setDeleting(item)}
                >
                  <DeleteIcon />
                </IconButton>
              </CardActions>
            </Card>
          ))}
        </Box>
      </Box>
    );
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <PageHeading id="admin.content.title" sx={{ mb: 0 }} />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button startIcon={<RefreshIcon />} onClick={() => void refetch()} disabled={isFetching}>
            {t('admin.content.refresh')}
          </Button>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t('admin.content.add')}
          </Button>
        </Box>
      </Box>
      <Typography color="text.secondary">{t('admin.content.intro')}</Typography>
      {isLoading && <LoadingText>{t('admin.content.loading')}</LoadingText>}
      {isError && (
        <ErrorNotice onRetry={() => void refetch()}>{intl.formatMessage({ id: 'admin.content.loadFailed' }, { error: failureText(error) })}</ErrorNotice>
      )}
      {section('offer', 'admin.content.offers')}
      {section('review', 'admin.content.reviews')}

      {editing && (
        <ContentFormDialog
          key={editing === 'new' ? 'new' : editing.id}
          item={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        confirmLabel={intl.formatMessage({ id: 'admin.content.delete' }, { title: deleting?.title ?? '' })}
        cancelLabel={t('admin.content.cancel')}
        busy={removal.isSubmitting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        {deleting && intl.formatMessage({ id: 'admin.content.confirmDelete' }, { title: deleting.title })}
      </ConfirmDialog>
    </Box>
  );
}
