import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { RouterLink } from '../../../components/navigation/RouterLink';
import { logoutCustomer } from '../../../api/session';
import { paths } from '../../../config/paths';
import { useAppDispatch } from '../../../state/hooks';
import type { CustomerFlowState } from './customerFlow';

/** Shown in place of a student's screen once its token is gone (logout, another tab): sign in again and come back here. */
export function LoginPrompt() {
  const intl = useIntl();
  const location = useLocation();
  const returnHere: CustomerFlowState = { from: location.pathname + location.search };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, textAlign: 'center' }}>
      <Typography variant="h2" gutterBottom>
        {intl.formatMessage({ id: 'payment.promptTitle' })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {intl.formatMessage({ id: 'payment.promptText' })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={paths.login.getHref()} state={returnHere} variant="contained">
          {intl.formatMessage({ id: 'payment.login' })}
        </Button>
        <Button component={RouterLink} to={paths.signup.getHref()} state={returnHere} variant="outlined">
          {intl.formatMessage({ id: 'payment.signup' })}
        </Button>
        <Button component={RouterLink} to={paths.verify.getHref()} state={{ ...returnHere, redirectTo: paths.login.getHref() }}>
          {intl.formatMessage({ id: 'payment.haveCode' })}
        </Button>
      </Box>
    </Paper>
  );
}

/** "You are logged in", with the student's bookings and Log out. */
export function SignedInBar({ showBookings = true }: { showBookings?: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  return (
    <Paper variant="outlined" sx={{ p: 1.5, pl: 2, mb: 3, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
      <Typography>{intl.formatMessage({ id: 'payment.signedIn' })}</Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {showBookings && (
          <Button component={RouterLink} to={paths.bookings.getHref()}>
            {intl.formatMessage({ id: 'bookings.myBookings' })}
          </Button>
        )}
        <Button startIcon={<LogoutIcon />} onClick={() => void dispatch(logoutCustomer())}>
          {intl.formatMessage({ id: 'payment.logout' })}
        </Button>
      </Box>
    </Paper>
  );
}
