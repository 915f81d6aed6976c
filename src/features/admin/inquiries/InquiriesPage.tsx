import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import RefreshIcon from '@mui/icons-material/Refresh';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useSnackbar } from 'notistack';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useDeleteInquiryMutation, useListInquiriesQuery, type Inquiry } from '../../../api';
import { EmptyText, ErrorNotice, LoadingText } from '../../../components/feedback/StatusMessage';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { useFailureText } from '../../../components/feedback/useFailureText';
import { PageHeading } from '../../../components/page/PageHeading';
import { formatDate } from '../../../i18n/format';
import type { MessageId } from '../../../i18n/messages';
import type { Locale } from '../../../state/localeSlice';
import { ADMIN_POLLING_MS } from '../dashboard/DashboardPage';
import { InquiryDetailsDialog } from './InquiryDetailsDialog';
import { STATUSES, STATUS_COLOR, STATUS_OPTION, isStatus } from './inquiryStatus';

const PER_PAGE = 15;
const SEARCH_DELAY_MS = 300;

/**
 * Inquiries (product-spec §2): status filter, search, refresh, table, details, delete. Filter,
 * search and page live in the URL, so reload and back keep them; the list polls every 30 s.
 */
export function InquiriesPage() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const failureText = useFailureText();
  const { enqueueSnackbar } = useSnackbar();
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(search);
  const [viewing, setViewing] = useState<Inquiry | null>(null);
  const [deleting, setDeleting] = useState<Inquiry | null>(null);
  const t = (id: MessageId) => intl.formatMessage({ id });

  const change = (next: Record<string, string | null>) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next)) {
        if (value) updated.set(key, value);
        else updated.delete(key);
      }
      return updated;
    });

  // The search follows typing after a short pause; a new search starts on page 1.
  useEffect(() => {
    if (typed.trim() === search) return undefined;
    const timer = setTimeout(() => change({ search: typed.trim() || null, page: null }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, search]);

  const query = useListInquiriesQuery(
    { status: isStatus(status) ? status : undefined, search: search || undefined, page, perPage: PER_PAGE, sort: '-created_at' },
    { pollingInterval: ADMIN_POLLING_MS, refetchOnFocus: true, refetchOnMountOrArgChange: true },
  );
  const [remove, removal] = useDeleteInquiryMutation();
  const rows = query.data?.data ?? [];
  const meta = query.data?.meta;

  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await remove({ id: deleting.id });
    setDeleting(null);
    if ('error' in result) enqueueSnackbar(intl.formatMessage({ id: 'admin.inquiries.deleteFailed' }, { error: failureText(result.error) }), { variant: 'error' });
    else enqueueSnackbar(t('admin.inquiries.deleted'), { variant: 'success' });
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeading id="admin.inquiries.title" sx={{ mb: 0 }} />
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '200px 1fr auto' }, alignItems: 'center' }}>
        <TextField select size="small" name="status" label={t('admin.inquiries.filter')} value={isStatus(status) ? status : ''} onChange={(event) => change({ status: event.target.value || null, page: null })} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
          <MenuItem value="">{t('admin.inquiries.all')}</MenuItem>
          {STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(STATUS_OPTION[s])}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" type="search" name="search" label={t('admin.inquiries.search')} value={typed} onChange={(event) => setTyped(event.target.value)} />
        <Button startIcon={<RefreshIcon />} onClick={() => void query.refetch()} disabled={query.isFetching}>
          {t('admin.inquiries.refresh')}
        </Button>
      </Paper>

      {query.isError && <ErrorNotice onRetry={() => void query.refetch()}>{intl.formatMessage({ id: 'admin.inquiries.loadFailed' }, { error: failureText(query.error) })}</ErrorNotice>}
      {query.isLoading && <LoadingText>{t('admin.inquiries.loading')}</LoadingText>}
      {meta && (
        <Typography color="text.secondary" role="status">
          {intl.formatMessage({ id: 'admin.inquiries.count' }, { total: meta.total })}
        </Typography>
      )}
      {!query.isLoading && !query.isError && rows.length === 0 && <EmptyText>{t('admin.inquiries.empty')}</EmptyText>}
      {rows.length > 0 && (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label={t('admin.inquiries.title')} sx={{ minWidth: 720 }}>
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t('admin.inquiries.contact')}</TableCell>
                <TableCell scope="col">{t('admin.inquiries.service')}</TableCell>
                <TableCell scope="col">{t('admin.inquiries.date')}</TableCell>
                <TableCell scope="col">{t('admin.inquiries.status')}</TableCell>
                <TableCell scope="col" align="right">
                  {t('admin.inquiries.actions')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((inquiry) => (
                <TableRow key={inquiry.id} hover>
                  <TableCell component="th" scope="row">
                    <Typography sx={{ fontWeight: 600 }} dir="auto">
                      {inquiry.name}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {inquiry.email}
                      {inquiry.phone && <bdi> · {inquiry.phone}</bdi>}
                    </Typography>
                  </TableCell>
                  <TableCell dir="auto">{inquiry.service?.title ?? t('admin.dashboard.noService')}</TableCell>
                  <TableCell>{formatDate(inquiry.created_at, locale, { dateStyle: 'medium', timeStyle: 'short' })}</TableCell>
                  <TableCell>
                    <Chip size="small" color={STATUS_COLOR[inquiry.status]} label={t(STATUS_OPTION[inquiry.status])} />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton aria-label={intl.formatMessage({ id: 'admin.inquiries.viewOf' }, { name: inquiry.name })} onClick={() => setViewing(inquiry)}>
                      <VisibilityIcon />
                    </IconButton>
                    <IconButton aria-label={intl.formatMessage({ id: 'admin.inquiries.deleteOf' }, { name: inquiry.name })} onClick={() => setDeleting(inquiry)} color="error">
                      <DeleteIcon />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {meta && meta.last_page > 1 && (
        <Pagination
          count={meta.last_page}
          page={Math.min(page, meta.last_page)}
          onChange={(_, next) => change({ page: next > 1 ? String(next) : null })}
          sx={{ justifySelf: 'center' }}
          aria-label={t('admin.inquiries.pages')}
        />
      )}

      {viewing && <InquiryDetailsDialog key={viewing.id} inquiry={viewing} onClose={() => setViewing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        confirmLabel={t('admin.inquiries.delete')}
        cancelLabel={t('admin.inquiries.cancel')}
        busy={removal.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        {deleting && intl.formatMessage({ id: 'admin.inquiries.confirmDelete' }, { name: deleting.name })}
      </ConfirmDialog>
    </Box>
  );
}
