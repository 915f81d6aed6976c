import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { RouterLink } from '../../../components/navigation/RouterLink';
import { useGetAdminReceiptQuery } from '../../../api/officeApi';
import { ErrorNotice, LoadingText } from '../../../components/feedback/StatusMessage';
import { useFailureText } from '../../../components/feedback/useFailureText';
import { PageHeading } from '../../../components/page/PageHeading';
import { adminLinks } from '../screens';
import { formatDate } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';
import type { MessageId } from '../../../i18n/messages';
import { BookingAmountsTable } from '../shared/BookingAmountsTable';
import { RECEIVED_BY } from '../shared/bookingStatus';
import { classDateText } from '../shared/classDate';

/** The office's copy of a receipt or credit note, laid out to print. */
export function AdminReceiptPage() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const failureText = useFailureText();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useGetAdminReceiptQuery({ id }, { skip: !valid });
  const receipt = query.data?.data;
  const t = (messageId: MessageId) => intl.formatMessage({ id: messageId });
  const when = (value: string) => formatDate(value, locale, { dateStyle: 'long', timeStyle: 'short' });

  const row = (labelId: MessageId, value: ReactNode) => (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" color="text.secondary">
        {t(labelId)}
      </Typography>
      <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-line' }}>
        {value}
      </Typography>
    </Box>
  );

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 800 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <PageHeading id="admin.receipts.title" sx={{ mb: 0 }} />
        <Box sx={{ display: 'flex', gap: 1, displayPrint: 'none' }}>
          {receipt && (
            <Button component={RouterLink} to={`${adminLinks.bookings.getHref()}?search=${receipt.booking_id}`}>
              {t('admin.receipts.booking')}
            </Button>
          )}
          <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()} disabled={!receipt}>
            {t('admin.bookings.print')}
          </Button>
        </Box>
      </Box>
      {(!valid || query.isError) && (
        <ErrorNotice onRetry={valid ? () => void query.refetch() : undefined}>
          {valid ? intl.formatMessage({ id: 'admin.receipts.loadFailed' }, { error: failureText(query.error) }) : t('admin.bookings.notFound')}
        </ErrorNotice>
      )}
      {query.isLoading && <LoadingText>{t('admin.bookings.loading')}</LoadingText>}
      {receipt && (
        <Paper variant="outlined" component="article" aria-labelledby="receipt-heading" sx={{ p: 3, display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
            <Box>
              <Typography sx={{ fontWeight: 700 }}>{receipt.school.legal_name}</Typography>
              <Typography sx={{ whiteSpace: 'pre-line' }}>{receipt.school.address}</Typography>
              <Typography>{intl.formatMessage({ id: 'admin.receipts.hstNumber' }, { number: receipt.school.hst_number })}</Typography>
            </Box>
            <Typography variant="h2" id="receipt-heading" sx={{ fontSize: '1.4rem' }}>
              {intl.formatMessage({ id: receipt.kind === 'receipt' ? 'admin.receipts.receipt' : 'admin.receipts.creditNote' }, { number: receipt.number })}
            </Typography>
          </Box>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(140px, auto) 1fr', columnGap: 2, rowGap: 1 }}>
            {row('admin.receipts.issued', when(receipt.issued_at))}
            {receipt.refers_to && row('admin.receipts.refersTo', <bdi>{receipt.refers_to.number}</bdi>)}
            {row('admin.bookings.number', receipt.booking_id)}
            {row(
              'admin.bookings.student',
              <>
                <bdi>{receipt.student.name}</bdi>
                <br />
                <bdi>{receipt.student.email}</bdi>
              </>,
            )}
            {row('admin.bookings.package', <bdi>{receipt.package.name[locale]}</bdi>)}
            {receipt.package_date && row('admin.bookings.classDate', classDateText(receipt.package_date, locale))}
            {row(receipt.kind === 'receipt' ? 'admin.receipts.paidBy' : 'admin.receipts.returnedBy', t(RECEIVED_BY[receipt.received_by]))}
            {row(receipt.kind === 'receipt' ? 'admin.bookings.paidAt' : 'admin.bookings.refundedAt', when(receipt.paid_at))}
          </Box>
          <BookingAmountsTable amounts={receipt} />
        </Paper>
      )}
    </Box>
  );
}
