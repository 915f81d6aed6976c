import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import { TextInput } from '../../../components/forms/TextInput';
import { useToasts } from '../../../components/feedback/toasts';
import { useIntl } from 'react-intl';
import { describeFailure, extractServerErrorText, useCreateInquiryMutation } from '../../../api';
import { isEmail, serverFieldErrors } from '../../../components/forms/serverFieldErrors';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import type { MessageId } from '../../../i18n/messages';

const EMPTY = { name: '', email: '', phone: '', title: '', message: '' };
type Field = keyof typeof EMPTY;
const TOAST_MS = 4000;

/** The contact form of the About page: name and email required, the rest optional → POST inquiries. */
export function ContactForm() {
  const intl = useIntl();
  const { enqueueSnackbar } = useToasts();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [send, { isLoading }] = useCreateInquiryMutation();

  const label = (id: MessageId, optional = false) =>
    optional ? intl.formatMessage({ id: 'form.optional' }, { label: intl.formatMessage({ id }) }) : intl.formatMessage({ id });

  const validate = () => {
    const found: Partial<Record<Field, string>> = {};
    if (!values.name.trim()) found.name = intl.formatMessage({ id: 'form.nameRequired' });
    if (!values.email.trim()) found.email = intl.formatMessage({ id: 'form.emailRequired' });
    else if (!isEmail(values.email.trim())) found.email = intl.formatMessage({ id: 'form.emailInvalid' });
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const trimmed = (value: string) => value.trim() || undefined;
    const result = await send({
      inquiryInput: {
        name: values.name.trim(),
        email: values.email.trim(),
        phone: trimmed(values.phone),
        title: trimmed(values.title),
        message: trimmed(values.message),
      },
    });
    if ('data' in result) {
      enqueueSnackbar(intl.formatMessage({ id: 'contact.sent' }), { variant: 'success', autoHideDuration: TOAST_MS });
      setValues(EMPTY);
      return;
    }
    setErrors(serverFieldErrors(result.error) as Partial<Record<Field, string>>);
    const failure = describeFailure(result.error);
    const text = (failure.kind === 'http' ? extractServerErrorText(failure.body) : undefined) ?? intl.formatMessage({ id: 'contact.failed' });
    enqueueSnackbar(text, { variant: 'error', autoHideDuration: TOAST_MS });
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
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {field('name', { label: label('form.name'), required: true, autoComplete: 'name' })}
        {field('email', { label: label('form.email'), type: 'email', required: true, autoComplete: 'email' })}
        {field('phone', { label: label('form.phone', true), type: 'tel', autoComplete: 'tel' })}
        {field('title', { label: label('form.title', true) })}
      </Box>
      {field('message', { label: label('form.message', true), multiline: true })}
      <Box>
        <SubmitButton variant="contained" size="large" disabled={isLoading}>
          {intl.formatMessage({ id: isLoading ? 'form.sending' : 'form.send' })}
        </SubmitButton>
      </Box>
    </Box>
  );
}
