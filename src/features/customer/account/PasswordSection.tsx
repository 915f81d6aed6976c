import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import { useChangeMyPasswordMutation } from '../../../api/enrolment';
import { Notice } from '../../../components/feedback/Notice';
import { TextInput } from '../../../components/forms/TextInput';
import { useSubmit } from '../../../components/forms/useSubmit';
import { passwordLongEnough } from '../shared/passwordRule';
import { CUSTOMER_TOAST_MS } from '../shared/customerFlow';
import { AccountSection } from './AccountSection';

/** A password change: the current one, then the new one (its rule shown before sending). Every other session is signed out. */
export function PasswordSection() {
  const intl = useIntl();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [done, setDone] = useState(false);
  const [change] = useChangeMyPasswordMutation();
  const changing = useSubmit(change, {
    validate: ({ passwordChangeInput }) => ({
      current_password: passwordChangeInput.current_password ? undefined : intl.formatMessage({ id: 'login.passwordRequired' }),
      new_password: passwordLongEnough(passwordChangeInput.new_password) ? undefined : intl.formatMessage({ id: 'signup.passwordShort' }),
    }),
    successMessage: intl.formatMessage({ id: 'account.password.changed' }),
    toastOptions: { autoHideDuration: CUSTOMER_TOAST_MS },
    onSuccess: () => {
      setCurrent('');
      setNext('');
      setDone(true);
    },
  });
  const errors = changing.fieldErrors;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    void changing.submit({ passwordChangeInput: { current_password: current, new_password: next } });
  };
  return (
    <AccountSection id="password" titleId="account.password.title">
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 1, maxWidth: 560 }}>
        {done && <Notice tone="success">{intl.formatMessage({ id: 'account.password.changedOthers' })}</Notice>}
        {changing.failure && <Notice tone="error">{changing.failure}</Notice>}
        <TextInput
          name="current_password"
          type="password"
          label={intl.formatMessage({ id: 'account.password.current' })}
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          error={Boolean(errors.current_password)}
          helperText={errors.current_password ?? ' '}
          autoComplete="current-password"
          required
          fullWidth
        />
        <TextInput
          name="new_password"
          type="password"
          label={intl.formatMessage({ id: 'account.password.new' })}
          value={next}
          onChange={(event) => setNext(event.target.value)}
          error={Boolean(errors.new_password)}
          helperText={errors.new_password ?? intl.formatMessage({ id: 'signup.passwordHelp' })}
          autoComplete="new-password"
          required
          fullWidth
        />
        <Box>
          <Button type="submit" variant="contained" disabled={changing.isSubmitting}>
            {intl.formatMessage({ id: changing.isSubmitting ? 'account.password.changing' : 'account.password.change' })}
          </Button>
        </Box>
      </Box>
    </AccountSection>
  );
}
