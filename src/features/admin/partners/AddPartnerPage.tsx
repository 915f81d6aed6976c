import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useIntl } from 'react-intl';
import { imageUrl } from '../../../api';
import { useDeletePartnerMutation, useListAdminPartnersQuery, type Partner } from '../../../api/enrolment';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { EmptyText, ErrorNotice, LoadingText } from '../../../components/feedback/StatusMessage';
import { useFailureText } from '../../../components/feedback/useFailureText';
import { useSubmit } from '../../../components/forms/useSubmit';
import { SafeImage } from '../../../components/media/SafeImage';
import { PageHeading } from '../../../components/page/PageHeading';
import type { MessageId } from '../../../i18n/messages';
import { PartnerForm } from './PartnerForm';
import { EditableListItem } from '../shared/EditableListItem';
import { MissingTranslations } from '../shared/MissingTranslations';

/**
 * Partners: the form and the partners listed on /partner, side by side. Choosing a partner puts
 * the form in edit mode; saving or cancelling returns it to add mode. Deleting asks first.
 */
export function AddPartnerPage() {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const failureText = useFailureText();
  const { data, error, isLoading, isError, isFetching, refetch } = useListAdminPartnersQuery(undefined, { refetchOnFocus: true });
  const [remove] = useDeletePartnerMutation();
  const [editing, setEditing] = useState<Partner | null>(null);
  const [deleting, setDeleting] = useState<Partner | null>(null);
  // A new key empties the add form after a partner is added.
  const [formRound, setFormRound] = useState(0);
  const partners = data?.data ?? [];

  const removal = useSubmit((partner: Partner) => remove({ id: partner.id }), {
    failureMessage: (error, _, partner) => intl.formatMessage({ id: 'admin.partners.deleteFailed' }, { name: partner.name, error }),
    successMessage: (_, partner) => intl.formatMessage({ id: 'admin.partners.deleted' }, { name: partner.name }),
    onSuccess: (_, partner) => {
      if (editing?.id === partner.id) setEditing(null);
    },
  });

  const confirmDelete = async () => {
    if (!deleting) return;
    await removal.submit(deleting);
    setDeleting(null);
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <PageHeading id="admin.partners.title" sx={{ mb: 0 }} />
        <Button startIcon={<RefreshIcon />} onClick={() => void refetch()} disabled={isFetching}>
          {t('admin.partners.refresh')}
        </Button>
      </Box>
      <Typography color="text.secondary">{t('admin.partners.intro')}</Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <PartnerForm
          key={editing?.id ?? `new-${formRound}`}
          partner={editing}
          onDone={() => {
            setEditing(null);
            setFormRound((round) => round + 1);
          }}
        />
        <Paper variant="outlined" component="section" aria-labelledby="partner-list-title" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h2" id="partner-list-title" sx={{ fontSize: '1.25rem' }}>
            {t('admin.partners.list')}
          </Typography>
          {isLoading && <LoadingText>{t('admin.partners.loading')}</LoadingText>}
          {/* The public page shows this failure as an empty list; an admin is told, so an empty list is never mistaken for none. */}
          {isError && (
            <ErrorNotice onRetry={() => void refetch()}>{intl.formatMessage({ id: 'admin.partners.loadFailed' }, { error: failureText(error) })}</ErrorNotice>
          )}
          {!isLoading && !isError && partners.length === 0 && <EmptyText>{t('admin.partners.empty')}</EmptyText>}
          <List aria-labelledby="partner-list-title">
            {partners.map((partner) => (
              <EditableListItem
                key={partner.id}
                selected={editing?.id === partner.id}
                alignItems="flex-start"
                editLabel={intl.formatMessage({ id: 'admin.partners.edit' }, { name: partner.name })}
                deleteLabel={intl.formatMessage({ id: 'admin.partners.delete' }, { name: partner.name })}
                onEdit={() => setEditing(partner)}
                onDelete={() => setDeleting(partner)}
              >
                <ListItemAvatar sx={{ minWidth: 64 }}>
                  <SafeImage src={imageUrl(partner.logo)} alt="" width={48} height={48} loading="lazy" style={{ objectFit: 'contain', display: 'block' }} />
                </ListItemAvatar>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <ListItemText
                    primary={<span dir="auto">{partner.name}</span>}
                    secondary={partner.description ? <span dir="auto">{partner.description}</span> : undefined}
                  />
                  <MissingTranslations translations={partner.translations} english={{ description: partner.description }} />
                </Box>
              </EditableListItem>
            ))}
          </List>
        </Paper>
      </Box>
      <ConfirmDialog
        open={deleting !== null}
        confirmLabel={intl.formatMessage({ id: 'admin.partners.delete' }, { name: deleting?.name ?? '' })}
        cancelLabel={t('admin.partners.cancel')}
        busy={removal.isSubmitting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        {deleting && intl.formatMessage({ id: 'admin.partners.confirmDelete' }, { name: deleting.name })}
      </ConfirmDialog>
    </Box>
  );
}
