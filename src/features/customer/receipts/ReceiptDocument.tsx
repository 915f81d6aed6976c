import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { Receipt, ReceivedBy } from '../../../api/signedInApi';
import { PageHeading } from '../../../components/page/PageHeading';
import { formatDate } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';
import type { MessageId } from '../../../i18n/messages';
import { AmountsTable } from '../shared/AmountsTable';
import { inLocale } from '../../../i18n/translated';
import { classDateText } from '../shared/bookingTexts';

// Each way of paying brings its own preposition ("in cash", « comptant », "نقدًا" without any): the
// sentence around it has none.
const RECEIVED_BY: Record<ReceivedBy, MessageId> = {
  stripe: 'receipt.method.stripe',
  interac: 'receipt.method.interac',
  cash: 'receipt.method.cash',
  card_at_office: 'receipt.method.cardAtOffice',
  other: 'receipt.method.other',
};

// A long email wraps anywhere rather than widening the receipt past a phone's screen. Values sit
// at the end of their line, as the amounts below them do, in either direction.
const facts = {
  m: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: 2,
  rowGap: 0.5,
  '& dd': { m: 0, overflowWrap: 'anywhere', textAlign: 'end' },
} as const;

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      {/* Not dir="auto": a Latin value made its line left to right, so Arabic and Latin values ended on opposite sides. */}
      <Typography component="dd">{children}</Typography>
    </>
  );
}

/** The receipt or credit note itself, in the language of the IntlProvider around it: what is printed. */
export function ReceiptDocument({ receipt }: { receipt: Receipt }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const t = (id: MessageId) => intl.formatMessage({ id });
  const credit = receipt.kind === 'credit_note';
  const day = (value: string) => formatDate(value, locale, { dateStyle: 'long' });
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 3, flexWrap: 'wrap' }}>
        <Box>
          <Typography sx={{ fontWeight: 700, fontSize: '1.25rem' }} dir="auto">
            {receipt.school.legal_name}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line' }} dir="auto">
            {receipt.school.address}
          </Typography>
          <Typography>{intl.formatMessage({ id: 'receipt.hstNumber' }, { number: receipt.school.hst_number })}</Typography>
        </Box>
        <Box sx={{ textAlign: 'end' }}>
          <PageHeading id={credit ? 'page.creditNote.title' : 'page.receipt.title'} sx={{ fontSize: '1.75rem', mb: 0.5 }} />
          <Typography>{intl.formatMessage({ id: 'receipt.number' }, { number: receipt.number })}</Typography>
          {/* Its own message: in French a receipt is "émis", a credit note (une note) "émise". */}
          <Typography>{intl.formatMessage({ id: credit ? 'receipt.creditNote.issued' : 'receipt.issued' }, { date: day(receipt.issued_at) })}</Typography>
          {receipt.refers_to && <Typography>{intl.formatMessage({ id: 'receipt.refersTo' }, { number: receipt.refers_to.number })}</Typography>}
        </Box>
      </Box>
      <Divider />
      <Box component="dl" sx={facts}>
        <Fact label={t('receipt.student')}>
          <bdi>{receipt.student.name}</bdi> · <bdi>{receipt.student.email}</bdi>
        </Fact>
        <Fact label={t('receipt.package')}>
          <bdi>{inLocale(receipt.package.name, locale)}</bdi>
        </Fact>
        {receipt.package_date && <Fact label={t('booking.date')}>{classDateText(intl, receipt.package_date)}</Fact>}
        <Fact label={t('booking.number')}>{receipt.booking_id}</Fact>
      </Box>
      <AmountsTable amounts={receipt} caption={t(credit ? 'receipt.lines.refunded' : 'receipt.lines')} />
      <Typography>
        {intl.formatMessage(
          { id: credit ? 'receipt.refundedBy' : 'receipt.paidBy' },
          { method: t(RECEIVED_BY[receipt.received_by]), date: day(receipt.paid_at) },
        )}
      </Typography>
    </Box>
  );
}
