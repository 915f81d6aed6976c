import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import { ListPagination } from '../shared/ListPagination';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useToasts } from '../../../components/feedback/toasts';
import { useIntl } from 'react-intl';
import { type Inquiry } from '../../../api';
import { useDeleteInquiryMutation, useListInquiriesQuery } from '../../../api/officeApi';
import { EmptyText, ErrorNotice, LoadingText } from '../../../components/feedback/StatusMessage';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { useFailureText } from '../../../components/feedback/useFailureText';
import { useSubmit } from '../../../components/forms/useSubmit';
import { INQUIRY_STATUS, STATUSES, isStatus } from '../../../components/inquiries/inquiryStatus';
import { PageHeading } from '../../../components/page/PageHeading';
import type { MessageId } from '../../../i18n/messages';
import { ADMIN_POLLING_MS } from '../shared/polling';
import { useTypedSearch, useUrlFilters } from '../shared/urlFilters';
import { BulkActionsBar } from './BulkActionsBar';
import { InquiryDetailsDialog } from './InquiryDetailsDialog';
import { InquiryList } from './InquiryList';
import { useInquiriesExport } from './useInquiriesExport';

const PER_PAGE = 15;

/**
 * Inquiries: status filter, search, refresh, table, details, delete. Filter,
 * search and page live in the URL, so reload and back keep them; the list polls every 30 s.
 */
export function InquiriesPage() {
  const intl = useIntl();
  const failureText = useFailureText();
  const { enqueueSnackbar } = useToasts();
  const { params, change } = useUrlFilters();
  const status = params.get('status');
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [viewing, setViewing] = useState<Inquiry | null>(null);
  const [deleting, setDeleting] = useState<Inquiry | null>(null);
  // A selection belongs to the rows it was made on: another filter, search or page starts afresh.
  const view = JSON.stringify([status, search, page]);
  const [selection, setSelection] = useState<{ view: string; ids: ReadonlySet<number> }>({ view, ids: new Set() });
  const selected = selection.view === view ? selection.ids : new Set<number>();
  const setSelected = (update: (current: ReadonlySet<number>) => ReadonlySet<number>) => setSelection({ view, ids: update(selected) });
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { exportCsv, exporting, progress } = useInquiriesExport();
  const t = (id: MessageId) => intl.formatMessage({ id });

  // A new search starts on page 1.
  const [typed, setTyped] = useTypedSearch(search, (text) => change({ search: text || null, page: null }));

  const filter = { status: isStatus(status) ? status : undefined, search: search || undefined, sort: '-created_at' } as const;
  const query = useListInquiriesQuery(
    { ...filter, page, perPage: PER_PAGE },
    { pollingInterval: ADMIN_POLLING_MS, refetchOnFocus: true, refetchOnMountOrArgChange: true },
  );
  const [remove] = useDeleteInquiryMutation();
  const removal = useSubmit(remove, {
    failureMessage: (error) => intl.formatMessage({ id: 'admin.inquiries.deleteFailed' }, { error }),
    successMessage: t('admin.inquiries.deleted'),
  });
  const rows = query.data?.data ?? [];
  const meta = query.data?.meta;
  // Only rows still on screen count (polling may have removed some).
  const selectedIds = rows.filter((inquiry) => selected.has(inquiry.id)).map((inquiry) => inquiry.id);

  const exportFiltered = async () => {
    try {
      const count = await exportCsv(filter);
      enqueueSnackbar(intl.formatMessage({ id: 'admin.inquiries.exported' }, { count }), { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(intl.formatMessage({ id: 'admin.inquiries.exportFailed' }, { error: failureText(error as Parameters<typeof failureText>[0]) }), {
        variant: 'error',
      });
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    await removal.submit({ id: deleting.id });
    setDeleting(null);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <PageHeading id="admin.inquiries.title" sx={{ mb: 0 }} />
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void exportFiltered()} disabled={exporting || !meta || meta.total === 0}>
          {exporting && progress
            ? intl.formatMessage({ id: 'admin.inquiries.exporting' }, { fetched: progress.fetched, total: progress.total })
            : t('admin.inquiries.export')}
        </Button>
      </Box>
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '200px 1fr auto' }, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          name="status"
          label={t('admin.inquiries.filter')}
          value={isStatus(status) ? status : ''}
          onChange={(event) => change({ status: event.target.value || null, page: null })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('admin.inquiries.all')}</MenuItem>
          {STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(INQUIRY_STATUS[s].labelId)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="search"
          name="search"
          label={t('admin.inquiries.search')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button startIcon={<RefreshIcon />} onClick={() => void query.refetch()} disabled={query.isFetching}>
          {t('admin.inquiries.refresh')}
        </Button>
      </Paper>

      {query.isError && (
        <ErrorNotice onRetry={() => void query.refetch()}>
          {intl.formatMessage({ id: 'admin.inquiries.loadFailed' }, { error: failureText(query.error) })}
        </ErrorNotice>
      )}
      {query.isLoading && <LoadingText>{t('admin.inquiries.loading')}</LoadingText>}
      {meta && (
        <Typography color="text.secondary" role="status">
          {intl.formatMessage({ id: 'admin.inquiries.count' }, { total: meta.total })}
        </Typography>
      )}
      {!query.isLoading && !query.isError && rows.length === 0 && <EmptyText>{t('admin.inquiries.empty')}</EmptyText>}
      {selectedIds.length > 0 && <BulkActionsBar ids={selectedIds} onDone={() => setSelected(() => new Set())} />}
      {rows.length > 0 && (
        <InquiryList
          rows={rows}
          layout={phone ? 'cards' : 'table'}
          selected={selected}
          onSelect={(ids, on) =>
            setSelected((current) => {
              const next = new Set(current);
              for (const id of ids)
                if (on) next.add(id);
                else next.delete(id);
              return next;
            })
          }
          onView={setViewing}
          onDelete={setDeleting}
        />
      )}
      {meta && meta.last_page > 1 && (
        <ListPagination
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
        busy={removal.isSubmitting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        {deleting && intl.formatMessage({ id: 'admin.inquiries.confirmDelete' }, { name: deleting.name })}
      </ConfirmDialog>
    </Box>
  );
}
