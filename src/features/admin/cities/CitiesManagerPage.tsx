import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useIntl } from 'react-intl';
import { type City } from '../../../api';
import { useDeleteCityMutation, useListAdminCitiesQuery } from '../../../api/enrolment';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { EmptyText, ErrorNotice, LoadingText } from '../../../components/feedback/StatusMessage';
import { useFailureText } from '../../../components/feedback/useFailureText';
import { useSubmit } from '../../../components/forms/useSubmit';
import { PageHeading } from '../../../components/page/PageHeading';
import type { MessageId } from '../../../i18n/messages';
import { isDefaultCity, useDefaultCity } from '../../../components/cities/defaultCity';
import { CityForm } from './CityForm';
import { EditableListItem } from '../shared/EditableListItem';
import { MissingTranslations } from '../shared/MissingTranslations';

/**
 * Cities manager: the form and the list side by side. Choosing a city puts the
 * form in edit mode; saving or cancelling returns it to add mode. When the list cannot be fetched the
 * built-in head office is listed, read-only.
 */
export function CitiesManagerPage() {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const failureText = useFailureText();
  const fallback = useDefaultCity();
  const { data, error, isLoading, isError, isFetching, refetch } = useListAdminCitiesQuery(undefined, { refetchOnFocus: true });
  const [remove] = useDeleteCityMutation();
  const [editing, setEditing] = useState<City | null>(null);
  const [deleting, setDeleting] = useState<City | null>(null);
  // A new key empties the add form after a city is added.
  const [formRound, setFormRound] = useState(0);
  const cities = isError ? [fallback] : (data?.data ?? []);

  const removal = useSubmit((city: City) => remove({ id: city.id }), {
    failureMessage: (error, _, city) => intl.formatMessage({ id: 'admin.cities.deleteFailed' }, { city: city.name, error }),
    successMessage: (_, city) => intl.formatMessage({ id: 'admin.cities.deleted' }, { city: city.name }),
    onSuccess: (_, city) => {
      if (editing?.id === city.id) setEditing(null);
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
        <PageHeading id="admin.cities.title" sx={{ mb: 0 }} />
        <Button startIcon={<RefreshIcon />} onClick={() => void refetch()} disabled={isFetching}>
          {t('admin.cities.refresh')}
        </Button>
      </Box>
      <Typography color="text.secondary">{t('admin.cities.intro')}</Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <CityForm
          key={editing?.id ?? `new-${formRound}`}
          city={editing}
          onDone={() => {
            setEditing(null);
            setFormRound((round) => round + 1);
          }}
        />
        <Paper variant="outlined" component="section" aria-labelledby="city-list-title" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h2" id="city-list-title" sx={{ fontSize: '1.25rem' }}>
            {t('admin.cities.list')}
          </Typography>
          {isLoading && <LoadingText>{t('admin.cities.loading')}</LoadingText>}
          {isError && (
            <ErrorNotice onRetry={() => void refetch()}>{intl.formatMessage({ id: 'admin.cities.loadFailed' }, { error: failureText(error) })}</ErrorNotice>
          )}
          {!isLoading && cities.length === 0 && <EmptyText>{t('admin.cities.empty')}</EmptyText>}
          <List aria-labelledby="city-list-title">
            {cities.map((city) =>
              isDefaultCity(city) ? (
                <ListItem key="default" divider>
                  <ListItemText
                    primary={
                      <>
                        {city.name} <Chip size="small" variant="outlined" label={t('admin.cities.defaultCity')} />
                      </>
                    }
                    secondary={t('admin.cities.defaultCityNote')}
                  />
                </ListItem>
              ) : (
                <EditableListItem
                  key={city.id}
                  selected={editing?.id === city.id}
                  editLabel={intl.formatMessage({ id: 'admin.cities.edit' }, { city: city.name })}
                  deleteLabel={intl.formatMessage({ id: 'admin.cities.delete' }, { city: city.name })}
                  onEdit={() => setEditing(city)}
                  onDelete={() => setDeleting(city)}
                >
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <ListItemText
                      primary={<span dir="auto">{city.name}</span>}
                      secondary={
                        <span dir="ltr">
                          {[city.slug, city.email].filter(Boolean).join(' · ')}
                          {city.phone && (
                            <>
                              {' · '}
                              <span style={{ whiteSpace: 'nowrap' }}>{city.phone}</span>
                            </>
                          )}
                        </span>
                      }
                    />
                    <MissingTranslations translations={city.translations} english={{ name: city.name, description: city.description, details: city.details }} />
                  </Box>
                </EditableListItem>
              ),
            )}
          </List>
        </Paper>
      </Box>
      <ConfirmDialog
        open={deleting !== null}
        confirmLabel={intl.formatMessage({ id: 'admin.cities.delete' }, { city: deleting?.name ?? '' })}
        cancelLabel={t('admin.cities.cancel')}
        busy={removal.isSubmitting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        {deleting && intl.formatMessage({ id: 'admin.cities.confirmDelete' }, { city: deleting.name })}
      </ConfirmDialog>
    </Box>
  );
}
