import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import type { BookingAmounts } from '../../../api/signedInApi';
import { formatCents } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';

/** The lines of a booking, receipt or credit note with their HST, then subtotal, HST and total. */
export function BookingAmountsTable({ amounts, sx }: { amounts: BookingAmounts; sx?: SxProps<Theme> }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const money = (cents: number) => formatCents(cents, locale);
  const rate = intl.formatNumber(amounts.hst_rate_bp / 10000, { style: 'percent', maximumFractionDigits: 2 });
  return (
    <Table size="small" aria-label={intl.formatMessage({ id: 'admin.bookings.amounts' })} sx={sx}>
      <TableHead>
        <TableRow>
          <TableCell scope="col">{intl.formatMessage({ id: 'admin.bookings.line' })}</TableCell>
          <TableCell scope="col" align="right">
            {intl.formatMessage({ id: 'admin.bookings.amount' })}
          </TableCell>
          <TableCell scope="col" align="right">
            {intl.formatMessage({ id: 'admin.bookings.hst' }, { rate })}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {amounts.lines.map((line, index) => (
          <TableRow key={index}>
            <TableCell component="th" scope="row">
              <bdi>{line.description[locale]}</bdi>
            </TableCell>
            <TableCell align="right">{money(line.amount_cents)}</TableCell>
            <TableCell align="right">{money(line.hst_cents)}</TableCell>
          </TableRow>
        ))}
        {(
          [
            ['admin.bookings.subtotal', amounts.subtotal_cents],
            ['admin.bookings.hstTotal', amounts.hst_cents],
            ['admin.bookings.total', amounts.total_cents],
          ] as const
        ).map(([labelId, cents]) => (
          <TableRow key={labelId}>
            <TableCell component="th" scope="row" colSpan={2} sx={{ fontWeight: labelId === 'admin.bookings.total' ? 700 : undefined }}>
              {intl.formatMessage({ id: labelId }, { rate })}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: labelId === 'admin.bookings.total' ? 700 : undefined }}>
              {money(cents)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
