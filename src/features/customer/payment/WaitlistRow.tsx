import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useJoinWaitlistMutation, useLeaveWaitlistMutation, type WaitlistEntry } from '../../../api/signedInApi';
import { useSubmit } from '../../../components/forms/useSubmit';
import { formatDate } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';
import { CUSTOMER_TOAST_MS } from '../shared/customerFlow';

/**
 * Under a sold-out date: join its waiting list; once on it, the student's place and leaving it; once
 * a freed seat is held for them, until when (the date can then be chosen and booked) and declining it.
 */
export function WaitlistRow({ dateId, when, entry }: { dateId: number; when: string; entry: WaitlistEntry | undefined }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const [join] = useJoinWaitlistMutation();
  const [leave] = useLeaveWaitlistMutation();
  const toastOptions = { autoHideDuration: CUSTOMER_TOAST_MS };
  const joining = useSubmit(() => join({ id: dateId }), { successMessage: intl.formatMessage({ id: 'checkout.waitlist.joined' }), toastOptions });
  const leaving = useSubmit(() => leave({ id: dateId }), { successMessage: intl.formatMessage({ id: 'checkout.waitlist.left' }), toastOptions });
  const busy = joining.isSubmitting || leaving.isSubmitting;

  if (entry?.status === 'offered' && entry.offer_expires_at) {
    const until = formatDate(entry.offer_expires_at, locale, { dateStyle: 'medium', timeStyle: 'short' });
    return (
      <Alert
        severity="success"
        action={
          <Button
            color="inherit"
            size="small"
            disabled={busy}
            onClick={() => void leaving.submit(undefined)}
            aria-label={intl.formatMessage({ id: 'checkout.waitlist.declineFor' }, { when })}
          >
            {intl.formatMessage({ id: 'checkout.waitlist.decline' })}
          </Button>
        }
      >
        {intl.formatMessage({ id: 'checkout.waitlist.offered' }, { until })}
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', px: 1.5 }}>
      {entry?.position != null && (
        <Typography variant="body2" sx={{ flex: '1 1 200px' }}>
          {intl.formatMessage({ id: 'checkout.waitlist.position' }, { position: entry.position })}
        </Typography>
      )}
      {entry ? (
        <Button
          size="small"
          disabled={busy}
          onClick={() => void leaving.submit(undefined)}
          aria-label={intl.formatMessage({ id: 'checkout.waitlist.leaveFor' }, { when })}
        >
          {intl.formatMessage({ id: 'checkout.waitlist.leave' })}
        </Button>
      ) : (
        <Button
          size="small"
          variant="outlined"
          disabled={busy}
          onClick={() => void joining.submit(undefined)}
          aria-label={intl.formatMessage({ id: 'checkout.waitlist.joinFor' }, { when })}
        >
          {intl.formatMessage({ id: 'checkout.waitlist.join' })}
        </Button>
      )}
    </Box>
  );
}
