import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { Booking } from '../../../api/signedInApi';
import type { Locale } from '../../../i18n/locale';
import { AmountsTable } from '../shared/AmountsTable';
import { BookingStatusChip } from '../shared/BookingStatusChip';
import { inLocale } from '../../../i18n/translated';
import { classDateText } from '../shared/bookingTexts';

/** What was booked: number, status, package, class dates, discount, and the amounts. */
export function BookingDetails({ booking }: { booking: Booking }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h2" sx={{ fontSize: '1.5rem', m: 0 }} dir="auto">
          {inLocale(booking.package.name, locale)}
        </Typography>
        <BookingStatusChip status={booking.status} />
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, '& dd': { m: 0 } }}>
        <Typography component="dt" color="text.secondary">
          {intl.formatMessage({ id: 'booking.number' })}
        </Typography>
        <Typography component="dd">{booking.id}</Typography>
        {booking.package_date && (
          <>
            <Typography component="dt" color="text.secondary">
              {intl.formatMessage({ id: 'booking.date' })}
            </Typography>
            <Typography component="dd">{classDateText(intl, booking.package_date)}</Typography>
          </>
        )}
        {booking.discount && (
          <>
            <Typography component="dt" color="text.secondary">
              {intl.formatMessage({ id: 'booking.discount' })}
            </Typography>
            <Typography component="dd" dir="auto">
              {booking.discount.code} · {booking.discount.partner_name}
            </Typography>
          </>
        )}
      </Box>
      <AmountsTable amounts={booking} caption={intl.formatMessage({ id: 'checkout.summary' })} />
    </Box>
  );
}
