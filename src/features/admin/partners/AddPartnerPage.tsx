import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useIntl } from 'react-intl';
import { PLACEHOLDER_IMAGE, useListPartnersQuery } from '../../../api';
import { EmptyText, ErrorNotice, LoadingText } from '../../../components/feedback/StatusMessage';
import { useFailureText } from '../../../components/feedback/useFailureText';
import { SafeImage } from '../../../components/media/SafeImage';
import { PageHeading } from '../../../components/page/PageHeading';
import type { MessageId } from '../../../i18n/messages';
import { PartnerForm } from './PartnerForm';

/** Add partner: the form and the partners already listed on /partner. */
export function AddPartnerPage() {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const failureText = useFailureText();
  const { data: partners = [], error, isLoading, isError, isFetching, refetch } = useListPartnersQuery(undefined, { refetchOnFocus: true });

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
        <PartnerForm />
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
              <ListItem key={partner.id} divider alignItems="flex-start">
                <ListItemAvatar sx={{ minWidth: 64 }}>
                  <SafeImage
                    src={partner.logo ?? PLACEHOLDER_IMAGE}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    style={{ objectFit: 'contain', display: 'block' }}
                  />
                </ListItemAvatar>
                <ListItemText
                  primary={<span dir="auto">{partner.name}</span>}
                  secondary={partner.description ? <span dir="auto">{partner.description}</span> : undefined}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      </Box>
    </Box>
  );
}
