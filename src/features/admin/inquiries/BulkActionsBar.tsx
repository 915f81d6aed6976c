import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { useIntl } from 'react-intl';
import { type InquiryStatus } from '../../../api';
import { useBulkUpdateInquiriesMutation } from '../../../api/officeApi';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { useSubmit } from '../../../components/forms/useSubmit';
import { INQUIRY_STATUS, STATUSES, isStatus } from '../../../components/inquiries/inquiryStatus';
import type { MessageId } from '../../../i18n/messages';

/** What to do with the selected inquiries: set one status on all of them, or delete them (asked first). */
export function BulkActionsBar({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const [status, setStatus] = useState<InquiryStatus | ''>('');
  const [confirming, setConfirming] = useState(false);
  const [bulk] = useBulkUpdateInquiriesMutation();
  const count = ids.length;
  const applying = useSubmit(bulk, {
    failureMessage: (error) => intl.formatMessage({ id: 'admin.inquiries.bulkFailed' }, { error }),
    successMessage: (done, { inquiryBulkInput }) =>
      intl.formatMessage(
        { id: inquiryBulkInput.action === 'delete' ? 'admin.inquiries.bulkDeleted' : 'admin.inquiries.bulkUpdated' },
        { count: done.data.affected },
      ),
    onSuccess: () => {
      setStatus('');
      onDone();
    },
  });
  const isLoading = applying.isSubmitting;

  const run = async (action: 'update_status' | 'delete') => {
    await applying.submit({ inquiryBulkInput: action === 'delete' ? { ids, action } : { ids, action, status: status as InquiryStatus } });
    setConfirming(false);
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('admin.inquiries.bulkActions')}
      sx={{ p: 1.5, display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap', borderColor: 'primary.main' }}
    >
      <Typography role="status" sx={{ fontWeight: 600, flexGrow: 1 }}>
        {intl.formatMessage({ id: 'admin.inquiries.selected' }, { count })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('admin.inquiries.setStatus')}
          value={status}
          onChange={(event) => setStatus(isStatus(event.target.value) ? event.target.value : '')}
          disabled={isLoading}
          sx={{ minWidth: 170 }}
        >
          {STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(INQUIRY_STATUS[s].labelId)}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" onClick={() => void run('update_status')} disabled={!status || isLoading}>
          {t('admin.inquiries.apply')}
        </Button>
      </Box>
      <Button color="error" variant="outlined" startIcon={<DeleteIcon />} onClick={() => setConfirming(true)} disabled={isLoading}>
        {t('admin.inquiries.deleteSelected')}
      </Button>
      <ConfirmDialog
        open={confirming}
        confirmLabel={t('admin.inquiries.deleteSelected')}
        cancelLabel={t('admin.inquiries.cancel')}
        busy={isLoading}
        onConfirm={() => void run('delete')}
        onCancel={() => setConfirming(false)}
      >
        {intl.formatMessage({ id: 'admin.inquiries.confirmBulkDelete' }, { count })}
      </ConfirmDialog>
    </Paper>
  );
}
