import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import StoreIcon from '@mui/icons-material/Store';
import { useIntl } from 'react-intl';
import type { Booking, PaymentMethod } from '../../../api/signedInApi';

/** The ways to pay the booking offers now: by card (Stripe's page) or at the school. */
export function PaymentChoice({ booking, busy, onChoose }: { booking: Booking; busy: boolean; onChoose: (method: PaymentMethod) => void }) {
  const intl = useIntl();
  const [chosen, setChosen] = useState<PaymentMethod>();
  const choose = (method: PaymentMethod) => {
    setChosen(method);
    onChoose(method);
  };
  return (
    <Box component="section" aria-labelledby="booking-pay">
      <Typography variant="h2" id="booking-pay" sx={{ fontSize: '1.35rem', mb: 1.5 }}>
        {intl.formatMessage({ id: 'booking.pay.title' })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        {booking.payment_methods.includes('card') && (
          <Button variant="contained" color="secondary" size="large" startIcon={<CreditCardIcon />} disabled={busy} onClick={() => choose('card')}>
            {intl.formatMessage({ id: busy && chosen === 'card' ? 'booking.pay.redirecting' : 'booking.pay.card' })}
          </Button>
        )}
        {booking.payment_methods.includes('at_school') && (
          <Button variant="outlined" size="large" startIcon={<StoreIcon />} disabled={busy} onClick={() => choose('at_school')}>
            {intl.formatMessage({ id: 'booking.pay.atSchool' })}
          </Button>
        )}
      </Box>
    </Box>
  );
}
