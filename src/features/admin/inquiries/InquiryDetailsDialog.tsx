import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { type Inquiry, type InquiryStatus } from '../../../api';
import { useUpdateInquiryMutation, officeApi } from '../../../api/officeApi';
import { useSubmit } from '../../../components/forms/useSubmit';
import { INQUIRY_STATUS, STATUSES } from '../../../components/inquiries/inquiryStatus';
import { formatDate } from '../../../i18n/format';
import type { MessageId } from '../../../i18n/messages';
import { useAppDispatch } from '../../../state/hooks';
import type { Locale } from '../../../i18n/locale';
import { useStaleRecord } from '../shared/staleRecord';
import { inquiryOrigin } from '../../../components/inquiries/inquiryOrigin';
import { PhoneNumber } from '../../../components/phone/PhoneNumber';

/** An inquiry in full, where the admin changes its status and notes. */
export function InquiryDetailsDialog({ inquiry, onClose }: { inquiry: Inquiry; onClose: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  // The version the status and notes were loaded at, sent with the save; Reload moves it on.
  const [version, setVersion] = useState(inquiry.updated_at);
  const [status, setStatus] = useState<InquiryStatus>(inquiry.status);
  const [notes, setNotes] = useState(inquiry.notes ?? '');
  const [update] = useUpdateInquiryMutation();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const stale = useStaleRecord(
    async () => (await dispatch(officeApi.endpoints.getInquiry.initiate({ id: inquiry.id }, { subscribe: false, forceRefetch: true })).unwrap()).data,
    (fresh) => {
      setVersion(fresh.updated_at);
      setStatus(fresh.status);
      setNotes(fresh.notes ?? '');
    },
  );

  const saving = useSubmit(update, {
    refused: stale.refused,
    failureMessage: (error) => intl.formatMessage({ id: 'admin.inquiries.saveFailed' }, { error }),
    successMessage: t('admin.inquiries.saved'),
    onSuccess: onClose,
  });
  const isLoading = saving.isSubmitting;
  const save = () => saving.submit({ id: inquiry.id, inquiryUpdate: { status, notes: notes.trim() || null, expected_updated_at: version } });

  const row = (labelId: MessageId, value: ReactNode) => (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" color="text.secondary">
        {t(labelId)}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }} dir="auto">
        {value || t('admin.inquiries.none')}
      </Typography>
    </Box>
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="inquiry-details-title">
      <DialogTitle id="inquiry-details-title">{intl.formatMessage({ id: 'admin.inquiries.details' }, { name: inquiry.name })}</DialogTitle>
      <DialogContent dividers>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(90px, auto) 1fr', columnGap: 2, rowGap: 1 }}>
          {row(
            'admin.inquiries.contact',
            <>
              <bdi>{inquiry.name}</bdi>
              <br />
              <Link href={`mailto:${inquiry.email}`}>{inquiry.email}</Link>
              {inquiry.phone && (
                <>
                  <br />
                  <Link href={`tel:${inquiry.phone.replace(/[^\d+]/g, '')}`}>
                    <PhoneNumber value={inquiry.phone} />
                  </Link>
                </>
              )}
            </>,
          )}
          {row('admin.inquiries.source', inquiryOrigin(inquiry, intl))}
          {row('admin.inquiries.date', formatDate(inquiry.created_at, intl.locale as Locale, { dateStyle: 'medium', timeStyle: 'short' }))}
          {row('admin.inquiries.subject', inquiry.title)}
          {row('admin.inquiries.message', inquiry.message)}
        </Box>
        <Box sx={{ display: 'grid', gap: 2, mt: 3 }}>
          {stale.notice}
          <TextField
            select
            name="status"
            label={t('admin.inquiries.status')}
            value={status}
            onChange={(event) => setStatus(event.target.value as InquiryStatus)}
          >
            {STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {t(INQUIRY_STATUS[s].labelId)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            name="notes"
            label={t('admin.inquiries.notes')}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: 5000 } }}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('admin.inquiries.close')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={isLoading}>
          {t(isLoading ? 'admin.inquiries.saving' : 'admin.inquiries.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
