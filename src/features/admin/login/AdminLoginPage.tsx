import { useMemo, useState, useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useToasts } from '../../../components/feedback/toasts';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { describeFailure, extractServerErrorText, runtimeConfig, useAdminLoginMutation } from '../../../api';
import type { RuntimeConfig } from '../../../api/runtimeConfig';
import { paths } from '../../../config/paths';
import { DirectionalIcon } from '../../../components/brand/DirectionalIcon';
import { adminSignedIn } from '../../../state/authSlice';
import { useAppDispatch } from '../../../state/hooks';
import { noSubscription } from '../../../components/page/useHydrated';
import { SignInCard } from '../../../components/forms/SignInCard';
import { TextInput } from '../../../components/forms/TextInput';
import { Notice } from '../../../components/feedback/Notice';
import { useSubmit } from '../../../components/forms/useSubmit';

/**
 * The demo email and password each on one line, left to right in Arabic too: a password broken
 * at its hyphens reads as two words.
 */
const unbroken = (text: string) => (
  <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>
    {text}
  </bdi>
);

type DemoAccount = NonNullable<RuntimeConfig['demo']>;

/** On the demo note's element: the account it shows, as JSON ("null": none). */
const DEMO_ACCOUNT_ATTRIBUTE = 'data-demo-account';
// The note's element adds no box: the note lays out as the form's.
const NO_BOX = { display: 'contents' } as const;

/** The account the server this page is served by publishes (JSON: an unchanged account is an unchanged snapshot). */
const servedAccount = () => JSON.stringify(runtimeConfig().demo);

/**
 * The account the page was rendered with: while hydrating, the one its prerendered note records
 * (the build's demo server's); while prerendering, the build's server's own.
 */
const renderedAccount = () =>
  (typeof document === 'undefined' ? null : document.querySelector(`[${DEMO_ACCOUNT_ATTRIBUTE}]`)?.getAttribute(DEMO_ACCOUNT_ATTRIBUTE)) ?? servedAccount();

/**
 * The demo account, below the form, as the server publishes it. A demo build's page is prerendered
 * with the note, so it shows from the first paint and hydration renders nothing new; should the
 * server that serves the page publish another account (or none), the note follows it once the
 * page is hydrated.
 */
function DemoNote({ onUse }: { onUse: (demo: DemoAccount) => void }) {
  const intl = useIntl();
  const account = useSyncExternalStore(noSubscription, servedAccount, renderedAccount);
  const demo = useMemo(() => JSON.parse(account) as DemoAccount | null, [account]);
  return (
    <div {...{ [DEMO_ACCOUNT_ATTRIBUTE]: account }} style={NO_BOX}>
      {demo && (
        <Box sx={{ mt: 3 }}>
          <Notice tone="info">
            {intl.formatMessage({ id: 'admin.login.demo' }, { email: unbroken(demo.email), password: unbroken(demo.password) })}
            {/* Under the note, not beside it: on a phone a side button leaves the note a column too narrow for the password. */}
            <Box sx={{ mt: 1 }}>
              <Button color="inherit" size="small" variant="outlined" onClick={() => onUse(demo)}>
                {intl.formatMessage({ id: 'admin.login.useDemo' })}
              </Button>
            </Box>
          </Notice>
        </Box>
      )}
    </div>
  );
}

/** Admin login: both fields required; only an admin account gets in. */
export function AdminLoginPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { closeSnackbar } = useToasts();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [login] = useAdminLoginMutation();
  const from = (location.state as { from?: unknown } | null)?.from;
  const signingIn = useSubmit(login, {
    validate: () => ({
      email: email.trim() ? undefined : intl.formatMessage({ id: 'admin.login.emailRequired' }),
      password: password ? undefined : intl.formatMessage({ id: 'admin.login.passwordRequired' }),
    }),
    failureMessage: (_, error) => {
      const failed = describeFailure(error);
      return failed.kind !== 'http'
        ? intl.formatMessage({ id: 'admin.login.failed' })
        : failed.status === 401
          ? intl.formatMessage({ id: 'admin.login.invalid' })
          : failed.status === 403
            ? intl.formatMessage({ id: 'admin.login.notAdmin' })
            : (extractServerErrorText(failed.body) ?? intl.formatMessage({ id: 'admin.login.error' }));
    },
    onSuccess: ({ data: { token, user } }) => {
      // The server refuses other roles; this guards against a server that does not.
      if (user.role !== 'admin') {
        signingIn.setFailure(intl.formatMessage({ id: 'admin.login.notAdmin' }));
        return;
      }
      // The refusals of earlier attempts are over.
      closeSnackbar();
      dispatch(adminSignedIn({ token, user }));
      navigate(typeof from === 'string' && from.startsWith('/admin') ? from : paths.admin.dashboard.getHref(), { replace: true });
    },
  });
  const { fieldErrors: errors } = signingIn;

  return (
    <SignInCard
      titleId="admin.login.title"
      intro={intl.formatMessage({ id: 'admin.login.intro' })}
      failure={signingIn.failure}
      onSubmit={() => void signingIn.submit({ adminLoginInput: { email: email.trim(), password } })}
      submitting={signingIn.isSubmitting}
      submitLabel="admin.login.submit"
      sendingLabel="admin.login.sending"
      roomy
      before={
        <Button
          startIcon={<DirectionalIcon icon={ArrowBackIcon} />}
          onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(paths.home.getHref()))}
          sx={{ mb: 2 }}
        >
          {intl.formatMessage({ id: 'admin.login.back' })}
        </Button>
      }
      after={
        <DemoNote
          onUse={(demo) => {
            setEmail(demo.email);
            setPassword(demo.password);
          }}
        />
      }
    >
      <TextInput
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
      <TextInput
        name="password"
        type={visible ? 'text' : 'password'}
        label={intl.formatMessage({ id: 'admin.login.password' })}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={Boolean(errors.password)}
        helperText={errors.password ?? ' '}
        autoComplete="current-password"
        required
        slotProps={{ htmlInput: { dir: 'ltr' } }}
        endAdornment={
          // A plain box where InputAdornment would stand: its code would take this page past its script budget.
          <Box component="span" sx={{ display: 'flex', alignItems: 'center', ml: 1 }}>
            <IconButton
              aria-label={intl.formatMessage({ id: visible ? 'admin.login.hide' : 'admin.login.show' })}
              aria-pressed={visible}
              onClick={() => setVisible((v) => !v)}
              edge="end"
            >
              {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
            </IconButton>
          </Box>
        }
      />
    </SignInCard>
  );
}
