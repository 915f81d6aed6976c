import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditIcon from '@mui/icons-material/Edit';
import { useIntl } from 'react-intl';
import { type Service } from '../../../api';
import { useDeleteServiceMutation, useListAdminServicesQuery, useToggleServiceActiveMutation, useUpdateServiceOrderMutation } from '../../../api/officeApi';
import { EmptyText, ErrorNotice, LoadingText } from '../../../components/feedback/StatusMessage';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { useFailureText } from '../../../components/feedback/useFailureText';
import { useSubmit, type CallFailure } from '../../../components/forms/useSubmit';
import { PageHeading } from '../../../components/page/PageHeading';
import { formatMoney } from '../../../i18n/format';
import type { MessageId } from '../../../i18n/messages';
import type { Locale } from '../../../i18n/locale';
import { CATEGORY_LABEL, ServiceFormDialog } from './ServiceFormDialog';
import { serviceErrorText } from './serviceErrors';
import { MissingTranslations } from '../shared/MissingTranslations';

const byOrder = (a: Service, b: Service) => a.sort_order - b.sort_order || a.id - b.id;

/** Services manager: grid with switch, edit, delete and order; add/edit modal. */
export function ServicesManagerPage() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const t = (id: MessageId) => intl.formatMessage({ id });
  const failureText = useFailureText();
  const { data, error, isLoading, isError, refetch } = useListAdminServicesQuery(undefined, { refetchOnFocus: true });
  const [toggle] = useToggleServiceActiveMutation();
  const [remove] = useDeleteServiceMutation();
  const [reorder] = useUpdateServiceOrderMutation();
  const [editing, setEditing] = useState<Service | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Service | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  // Drag and drop for a mouse; the up/down buttons do the same from the keyboard or a touch screen.
  const [dragged, setDragged] = useState<number | null>(null);
  const [dropTarget, setDropTarget] = useState<number | null>(null);
  const services = [...(data?.data ?? [])].sort(byOrder);

  // The three actions' failures share the page's banner.
  const failing = (fallback: MessageId) => ({ failureMessage: (_: string, error: CallFailure) => serviceErrorText(error, t(fallback)), onFailure: setBanner });
  const toggling = useSubmit(toggle, failing('admin.services.toggleFailed'));
  const removal = useSubmit(remove, { ...failing('admin.services.deleteFailed'), successMessage: t('admin.services.deleted') });
  const reordering = useSubmit(reorder, failing('admin.services.orderFailed'));

  const moveTo = (from: number, to: number) => {
    if (from === to) return;
    const order = [...services];
    order.splice(to, 0, ...order.splice(from, 1));
    void reordering.submit({ serviceOrderInput: { services: order.map((s, i) => ({ id: s.id, sort_order: i + 1 })) } });
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    await removal.submit({ id: deleting.id });
    setDeleting(null);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <PageHeading id="admin.services.title" sx={{ mb: 0 }} />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          {t('admin.services.add')}
        </Button>
      </Box>
      {banner && (
        <Alert severity="error" onClose={() => setBanner(null)} closeText={intl.formatMessage({ id: 'admin.banner.close' })}>
          {banner}
        </Alert>
      )}
      {isLoading && <LoadingText>{t('admin.services.loading')}</LoadingText>}
      {isError && (
        <ErrorNotice onRetry={() => void refetch()}>{intl.formatMessage({ id: 'admin.services.loadFailed' }, { error: failureText(error) })}</ErrorNotice>
      )}
      {!isLoading && !isError && services.length === 0 && <EmptyText>{t('admin.services.empty')}</EmptyText>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' } }}>
        {services.map((service, index) => (
          <Card
            key={service.id}
            component="article"
            variant="outlined"
            aria-label={service.title}
            draggable={!reordering.isSubmitting}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', service.title);
              setDragged(index);
            }}
            onDragOver={(event) => {
              if (dragged === null) return;
              event.preventDefault();
              setDropTarget(index);
            }}
            onDrop={(event) => {
              event.preventDefault();
              if (dragged !== null) void moveTo(dragged, index);
              setDragged(null);
              setDropTarget(null);
            }}
            onDragEnd={() => {
              setDragged(null);
              setDropTarget(null);
            }}
            sx={{
              display: 'flex',
              flexDirection: 'column',
              cursor: 'grab',
              opacity: dragged === index ? 0.5 : service.is_active ? 1 : 0.75,
              outline: dropTarget === index && dragged !== index ? 2 : 0,
              outlineColor: 'primary.main',
            }}
          >
            <CardContent sx={{ flexGrow: 1 }}>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1, alignItems: 'center' }}>
                <DragIndicatorIcon fontSize="small" color="action" titleAccess={t('admin.services.dragHint')} />
                <Chip size="small" label={t(CATEGORY_LABEL[service.category])} />
                {!service.is_active && <Chip size="small" variant="outlined" label={t('admin.services.inactive')} />}
                <MissingTranslations
                  translations={service.translations}
                  english={{ title: service.title, description: service.description, features: service.features }}
                />
              </Box>
              <Typography variant="h3" component="h2" sx={{ fontSize: '1.15rem' }} dir="auto">
                {service.title}
              </Typography>
              <Typography sx={{ fontWeight: 700, color: 'primary.main' }}>{formatMoney(service.price, locale)}</Typography>
              <Typography variant="body2" color="text.secondary" dir="auto" sx={{ mt: 1 }}>
                {service.description}
              </Typography>
            </CardContent>
            <CardActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
              <Switch
                checked={service.is_active}
                slotProps={{ input: { 'aria-label': intl.formatMessage({ id: 'admin.services.activeOf' }, { title: service.title }) } }}
                onChange={() => void toggling.submit({ id: service.id })}
              />
              <Box>
                <IconButton
                  aria-label={intl.formatMessage({ id: 'admin.services.moveUp' }, { title: service.title })}
                  disabled={index === 0 || reordering.isSubmitting}
                  onClick={() => void moveTo(index, index - 1)}
                >
                  <ArrowUpwardIcon />
                </IconButton>
                <IconButton
                  aria-label={intl.formatMessage({ id: 'admin.services.moveDown' }, { title: service.title })}
                  disabled={index === services.length - 1 || reordering.isSubmitting}
                  onClick={() => void moveTo(index, index + 1)}
                >
                  <ArrowDownwardIcon />
                </IconButton>
                <IconButton aria-label={intl.formatMessage({ id: 'admin.services.edit' }, { title: service.title })} onClick={() => setEditing(service)}>
                  <EditIcon />
                </IconButton>
                <IconButton
                  aria-label={intl.formatMessage({ id: 'admin.services.delete' }, { title: service.title })}
                  color="error"
                  onClick={() => setDeleting(service)}
                >
                  <DeleteIcon />
                </IconButton>
              </Box>
            </CardActions>
          </Card>
        ))}
      </Box>

      {editing && (
        <ServiceFormDialog key={editing === 'new' ? 'new' : editing.id} service={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        confirmLabel={intl.formatMessage({ id: 'admin.services.delete' }, { title: deleting?.title ?? '' })}
        cancelLabel={t('admin.services.cancel')}
        busy={removal.isSubmitting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        {deleting && intl.formatMessage({ id: 'admin.services.confirmDelete' }, { title: deleting.title })}
      </ConfirmDialog>
    </Box>
  );
}
