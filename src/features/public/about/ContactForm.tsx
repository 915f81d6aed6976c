import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import { TextInput } from '../../../components/forms/TextInput';
import { useIntl } from 'react-intl';
import { describeFailure, extractServerErrorText, useCreateInquiryMutation } from '../../../api';
import { isEmail } from '../../../components/forms/serverFieldErrors';
import { useSubmit } from '../../../components/forms/useSubmit';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import type { MessageId } from '../../../i18n/messages';

const EMPTY = { name: '', email: '', phone: '', title: '', message: '' };
type Field = keyof typeof EMPTY;
const TOAST_MS = 4000;

/** The contact form of the About page: name and email required, the rest optional → POST inquiries. */
export function ContactForm() {
  const intl = useIntl();
  const [values, setValues] = useState(EMPTY);
  const [send] = useCreateInquiryMutation();
  const sending = useSubmit(send, {
    validate: () => {
      const found: Partial<Record<Field, string>> = {};
      if (!values.name.trim()) found.name = intl.formatMessage({ id: 'form.nameRequired' });
      if (!values.email.trim()) found.email = intl.formatMessage({ id: 'form.emailRequired' });
      else if (!isEmail(values.email.trim())) found.email = intl.formatMessage({ id: 'form.emailInvalid' });
      return found;
    },
    // The server's own words when it gave some, else this form's (not the bare status).
    failureMessage: (_, error) => {
      const failure = describeFailure(error);
      return (failure.kind === 'http' ? extractServerErrorText(failure.body) : undefined) ?? intl.formatMessage({ id: 'contact.failed' });
    },
    successMessage: intl.formatMessage({ id: 'contact.sent' }),
    toastOptions: { autoHideDuration: TOAST_MS },
    onSuccess: () => setValues(EMPTY),
  });
  const { fieldErrors: errors, isSubmitting } = sending;

  const label = (id: MessageId, optional = false) =>
    optional ? intl.formatMessage({ id: 'form.optional' }, { label: intl.formatMessage({ id }) }) : intl.formatMessage({ id });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = (value: string) => value.trim() || undefined;
    void sending.submit({
      inquiryInput: {
        name: values.name.trim(),
        email: values.email.trim(),
        phone: trimmed(values.phone),
        title: trimmed(values.title),
        message: trimmed(values.message),
      },
    });
  };

  const field = (name: Field, props: { label: string; type?: string; required?: boolean; multiline?: boolean; autoComplete?: string }) => (
    <TextInput
      name={name}
      value={values[name]}
      onChange={(event) => setValues((v) => ({ ...v, [name]: event.target.value }))}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? ' '}
      fullWidth
      minRows={props.multiline ? 4 : undefined}
      slotProps={{ htmlInput: { maxLength: name === 'message' ? 5000 : 255, dir: name === 'email' || name === 'phone' ? 'ltr' : 'auto' } }}
      {...props}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {field('name', { label: label('form.name'), required: true, autoComplete: 'name' })}
        {field('email', { label: label('form.email'), type: 'email', required: true, autoComplete: 'email' })}
        {field('phone', { label: label('form.phone', true), type: 'tel', autoComplete: 'tel' })}
        {field('title', { label: label('form.title', true) })}
      </Box>
      {field('message', { label: label('form.message', true), multiline: true })}
      <Box>
        <SubmitButton variant="contained" size="large" disabled={isSubmitting}>
          {intl.formatMessage({ id: isSubmitting ? 'form.sending' : 'form.send' })}
        </SubmitButton>
      </Box>
    </Box>
  );
}
