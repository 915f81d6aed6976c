import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';

/** Why the booking (or lesson) is cancelled or refunded: optional, kept with it. */
export function ReasonField({
  value,
  onChange,
  error,
  maxLength = 1000,
}: {
  value: string;
  onChange: (reason: string) => void;
  error?: string;
  maxLength?: number;
}) {
  const intl = useIntl();
  return (
    <TextField
      name="reason"
      label={intl.formatMessage({ id: 'admin.bookings.reason' })}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      multiline
      minRows={2}
      slotProps={{ htmlInput: { maxLength } }}
    />
  );
}
