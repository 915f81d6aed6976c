import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useIntl } from 'react-intl';
import {
  useDeletePackageMutation,
  useListAdminPackagesQuery,
  useSetPackageActiveMutation,
  useUpdatePackageOrderMutation,
  type AdminPackage,
} from '../../../api/officeApi';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { EmptyText, ErrorNotice, LoadingText } from '../../../components/feedback/StatusMessage';
import { useFailureText } from '../../../components/feedback/useFailureText';
import { useSubmit, type CallFailure } from '../../../components/forms/useSubmit';
import { PageHeading } from '../../../components/page/PageHeading';
import { formatCents } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';
import type { MessageId } from '../../../i18n/messages';
import { conflictCode } from '../../../api/conflictCode';
import { inLocale } from '../../../i18n/translated';
import { PackageDates } from './PackageDates';
import { PackageFormDialog } from './PackageFormDialog';

const byOrder = (a: AdminPackage, b: AdminPackage) => a.sort_order - b.sort_order || a.id - b.id;

/**
 * The office's packages in display order: price, HST, hours, bookings and dates with their seats;
 * on sale or not, order (up/down buttons, usable from the keyboard), add, edit, and delete while
 * nothing was ever booked.
 */
export function PackagesPage() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const t = (id: MessageId) => intl.formatMessage({ id });
  const failureText = useFailureText();
  const { data, error, isLoading, isError, refetch } = useListAdminPackagesQuery(undefined, { refetchOnFocus: true });
  const [setActive] = useSetPackageActiveMutation();
  const [remove] = useDeletePackageMutation();
  const [reorder] = useUpdatePackageOrderMutation();
  const [editing, setEditing] = useState<AdminPackage | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminPackage | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const packages = [...(data?.data ?? [])].sort(byOrder);
  const nameOf = (pkg: AdminPackage) => inLocale(pkg.name, locale);

  // Every action's failure shares the page's banner.
  const failing = (fallback: MessageId) => ({
    failureMessage: (text: string, failure: CallFailure) =>
      conflictCode(failure) === 'has_bookings' ? t('admin.packages.hasBookings') : intl.formatMessage({ id: fallback }, { error: text }),
    onFailure: setBanner,
  });
  const activation = useSubmit(setActive, {
    ...failing('admin.packages.activeFailed'),
    successMessage: (saved) =>
      intl.formatMessage({ id: saved.data.is_active ? 'admin.packages.activated' : 'admin.packages.deactivated' }, { name: nameOf(saved.data) }),
  });
  const removal = useSubmit(remove, { ...failing('admin.packages.deleteFailed'), successMessage: t('admin.packages.deleted') });
  const reordering = useSubmit(reorder, failing('admin.packages.orderFailed'));

  const move = (from: number, to: number) => {
    const order = [...packages];
    order.splice(to, 0, ...order.splice(from, 1));
    void reordering.submit({ packageOrderInput: { packages: order.map((pkg, i) => ({ id: pkg.id, sort_order: i + 1 })) } });
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    await removal.submit({ id: deleting.id });
    setDeleting(null);
  };

  const hoursText = (pkg: AdminPackage) => intl.formatMessage({ id: 'admin.packages.hours' }, { inCar: pkg.in_car_hours, course: pkg.course_hours });

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <PageHeading id="admin.packages.title" sx={{ mb: 0 }} />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          {t('admin.packages.add')}
        </Button>
      </Box>
      {banner && (
        <Alert severity="error" onClose={() => setBanner(null)} closeText={intl.formatMessage({ id: 'admin.banner.close' })}>
          {banner}
        </Alert>
      )}
      {isLoading && <LoadingText>{t('admin.packages.loading')}</LoadingText>}
      {isError && (
        <ErrorNotice onRetry={() => void refetch()}>{intl.formatMessage({ id: 'admin.packages.loadFailed' }, { error: failureText(error) })}</ErrorNotice>
      )}
      {!isLoading && !isError && packages.length === 0 && <EmptyText>{t('admin.packages.empty')}</EmptyText>}
      {packages.map((pkg, index) => {
        const name = nameOf(pkg);
        return (
          <Card key={pkg.id} component="article" variant="outlined" aria-label={name}>
            <CardContent sx={{ display: 'grid', gap: 2 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
                <Box sx={{ display: 'grid', gap: 0.5 }}>
                  <Typography variant="h3" component="h2" sx={{ fontSize: '1.2rem' }} dir="auto">
                    {name}
                  </Typography>
                  <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                    <Typography sx={{ fontWeight: 700, color: 'primary.main' }}>{formatCents(pkg.price_cents, locale)}</Typography>
                    <Chip size="small" variant="outlined" label={t(pkg.hst_applies ? 'admin.packages.hstYes' : 'admin.packages.hstNo')} />
                    <Chip size="small" variant="outlined" label={hoursText(pkg)} />
                    <Chip size="small" variant="outlined" label={intl.formatMessage({ id: 'admin.packages.bookingsCount' }, { count: pkg.bookings_count })} />
                    {!pkg.is_active && <Chip size="small" label={t('admin.packages.inactive')} />}
                  </Box>
                </Box>
                <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap' }}>
                  <Switch
                    checked={pkg.is_active}
                    slotProps={{ input: { 'aria-label': intl.formatMessage({ id: 'admin.packages.activeOf' }, { name }) } }}
                    onChange={() => void activation.submit({ id: pkg.id, activeInput: { is_active: !pkg.is_active } })}
                  />
                  <IconButton
                    aria-label={intl.formatMessage({ id: 'admin.packages.moveUp' }, { name })}
                    disabled={index === 0 || reordering.isSubmitting}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowUpwardIcon />
                  </IconButton>
                  <IconButton
                    aria-label={intl.formatMessage({ id: 'admin.packages.moveDown' }, { name })}
                    disabled={index === packages.length - 1 || reordering.isSubmitting}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowDownwardIcon />
                  </IconButton>
                  <IconButton aria-label={intl.formatMessage({ id: 'admin.packages.edit' }, { name })} onClick={() => setEditing(pkg)}>
                    <EditIcon />
                  </IconButton>
                  {/* A package with bookings keeps them and their receipts: it goes off sale (the switch), never away. */}
                  {pkg.bookings_count === 0 && (
                    <IconButton aria-label={intl.formatMessage({ id: 'admin.packages.delete' }, { name })} color="error" onClick={() => setDeleting(pkg)}>
                      <DeleteIcon />
                    </IconButton>
                  )}
                </Box>
              </Box>
              <Divider />
              <PackageDates packageId={pkg.id} packageName={name} dates={pkg.dates} onFailure={setBanner} />
            </CardContent>
          </Card>
        );
      })}

      {editing && (
        <PackageFormDialog
          key={editing === 'new' ? 'new' : editing.id}
          pkg={editing === 'new' ? null : editing}
          packages={packages}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        confirmLabel={intl.formatMessage({ id: 'admin.packages.delete' }, { name: deleting ? nameOf(deleting) : '' })}
        cancelLabel={t('admin.packages.cancel')}
        busy={removal.isSubmitting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        {deleting && intl.formatMessage({ id: 'admin.packages.confirmDelete' }, { name: nameOf(deleting) })}
      </ConfirmDialog>
    </Box>
  );
}
