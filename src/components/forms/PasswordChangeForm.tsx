import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import type { OptionsObject } from 'notistack';
import { useIntl } from 'react-intl';
import type { components } from '../../contract/generated/openapi.gen';
import { Notice } from '../feedback/Notice';
import { passwordLongEnough } from './passwordRule';
import { SubmitButton } from './SubmitButton';
import { TextInput } from './TextInput';
import { useSubmit, type CallOutcome } from './useSubmit';

export type PasswordChange = { passwordChangeInput: components['schemas']['PasswordChangeInput'] };

/**
 * The signed-in person's password change: the current password, the new one (its rule shown
 * before sending) and the new one again, which must match and is not sent. Every other session of
 * theirs is signed out. Each area passes the call of its own operation (`change`), which carries
 * that area's token: the student's, the instructor's or the admin's.
 */
export function PasswordChangeForm({ change, toastOptions }: { change: (arg: PasswordChange) => PromiseLike<CallOutcome>; toastOptions?: OptionsObject }) {
  const intl = useIntl();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [done, setDone] = useState(false);
  const changing = useSubmit(change, {
    validate: ({ passwordChangeInput }) => ({
      current_password: passwordChangeInput.current_password ? undefined : intl.formatMessage({ id: 'login.passwordRequired' }),
      new_password: passwordLongEnough(passwordChangeInput.new_password) ? undefined : intl.formatMessage({ id: 'signup.passwordShort' }),
      password_confirmation: confirmation === passwordChangeInput.new_password ? undefined : intl.formatMessage({ id: 'signup.mismatch' }),
    }),
    successMessage: intl.formatMessage({ id: 'account.password.changed' }),
    toastOptions,
    onSuccess: () => {
      setCurrent('');
      setNext('');
      setConfirmation('');
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
      <TextInput
        name="password_confirmation"
        type="password"
        label={intl.formatMessage({ id: 'account.password.confirm' })}
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        error={Boolean(errors.password_confirmation)}
        helperText={errors.password_confirmation ?? ' '}
        autoComplete="new-password"
        required
        fullWidth
      />
      <Box>
        <SubmitButton variant="contained" disabled={changing.isSubmitting}>
          {intl.formatMessage({ id: changing.isSubmitting ? 'account.password.changing' : 'account.password.change' })}
        </SubmitButton>
      </Box>
    </Box>
  );
}
