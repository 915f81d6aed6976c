import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useToasts } from '../../../components/feedback/toasts';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { describeFailure, extractServerErrorText, runtimeConfig, useAdminLoginMutation } from '../../../api';
import { paths } from '../../../config/paths';
import { DirectionalIcon } from '../../../components/brand/DirectionalIcon';
import { PageHeading } from '../../../components/page/PageHeading';
import { adminSignedIn } from '../../../state/authSlice';
import { useAppDispatch } from '../../../state/hooks';
import { useHydrated } from '../../../components/page/useHydrated';
import { SubmitButton } from '../../../components/forms/SubmitButton';

/** Admin login: both fields required; only an admin account gets in. */
export function AdminLoginPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { enqueueSnackbar, closeSnackbar } = useToasts();
  // The demo note depends on the server this page is served by, not on the prerendered page.
  const demo = useHydrated() ? runtimeConfig().demo : null;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [login, { isLoading }] = useAdminLoginMutation();
  const from = (location.state as { from?: unknown } | null)?.from;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      email: email.trim() ? undefined : intl.formatMessage({ id: 'admin.login.emailRequired' }),
      password: password ? undefined : intl.formatMessage({ id: 'admin.login.passwordRequired' }),
    };
    setErrors(found);
    if (found.email || found.password) return;
    setFailure(null);
    const result = await login({ adminLoginInput: { email: email.trim(), password } });
    if ('error' in result) {
      const failed = describeFailure(result.error);
      const text =
        failed.kind !== 'http'
          ? intl.formatMessage({ id: 'admin.login.failed' })
          : failed.status === 401
            ? intl.formatMessage({ id: 'admin.login.invalid' })
            : failed.status === 403
              ? intl.formatMessage({ id: 'admin.login.notAdmin' })
              : (extractServerErrorText(failed.body, { locale: intl.locale }) ?? intl.formatMessage({ id: 'admin.login.error' }));
      setFailure(text);
      enqueueSnackbar(text, { variant: 'error' });
      return;
    }
    const { token, user } = result.data.data;
    // The server refuses other roles; this guards against a server that does not.
    if (user.role !== 'admin') {
      setFailure(intl.formatMessage({ id: 'admin.login.notAdmin' }));
      return;
    }
    // The refusals of earlier attempts are over.
    closeSnackbar();
    dispatch(adminSignedIn({ token, user }));
    navigate(typeof from === 'string' && from.startsWith('/admin') ? from : paths.admin.dashboard.getHref(), { replace: true });
  };

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Button startIcon={<DirectionalIcon icon={ArrowBackIcon} />} onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(paths.home.getHref()))} sx={{ mb: 2 }}>
        {intl.formatMessage({ id: 'admin.login.back' })}
      </Button>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <PageHeading id="admin.login.title" />
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {intl.formatMessage({ id: 'admin.login.intro' })}
        </Typography>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 1 }}>
          <TextField
            name="email"
            type="email"
            label={intl.formatMessage({ id: 'admin.login.email' })}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={Boolean(errors.email)}
            helperText={errors.email ?? ' '}
            autoComplete="username"
            slotProps={{ htmlInput: { dir: 'ltr' } }}
            required
          />
          <TextField
            name="password"
            type={visible ? 'text' : 'password'}
            label={intl.formatMessage({ id: 'admin.login.password' })}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={Boolean(errors.password)}
            helperText={errors.password ?? ' '}
            autoComplete="current-password"
            required
            slotProps={{
              htmlInput: { dir: 'ltr' },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      aria-label={intl.formatMessage({ id: visible ? 'admin.login.hide' : 'admin.login.show' })}
                      aria-pressed={visible}
                      onClick={() => setVisible((v) => !v)}
                      edge="end"
                    >
                      {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
          <SubmitButton variant="contained" size="large" disabled={isLoading}>
            {intl.formatMessage({ id: isLoading ? 'admin.login.sending' : 'admin.login.submit' })}
          </SubmitButton>
        </Box>
        {/* Below the form: the note appears after hydration (it depends on the server), and nothing moves under it. */}
        {demo && (
          <Alert
            severity="info"
            sx={{ mt: 3 }}
            action={
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  setEmail(demo.email);
                  setPassword(demo.password);
                }}
              >
                {intl.formatMessage({ id: 'admin.login.useDemo' })}
              </Button>
            }
          >
            {intl.formatMessage({ id: 'admin.login.demo' }, { email: demo.email, password: demo.password })}
          </Alert>
        )}
      </Paper>
    </Container>
  );
}
