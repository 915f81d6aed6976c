import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { OfficeMethod } from '../../../api/officeApi';
import type { MessageId } from '../../../i18n/messages';
import { OFFICE_METHODS, RECEIVED_BY } from '../shared/bookingStatus';

interface MethodChoiceProps {
  labelId: MessageId;
  value: OfficeMethod | null;
  onChange: (method: OfficeMethod) => void;
  error?: string;
}

/** How money changed hands at the office (Interac, cash, card at the office, other); none is chosen for the admin. */
export function MethodChoice({ labelId, value, onChange, error }: MethodChoiceProps) {
  const intl = useIntl();
  const labelElement = useId();
  return (
    <FormControl required error={Boolean(error)}>
      <FormLabel id={labelElement}>{intl.formatMessage({ id: labelId })}</FormLabel>
      <RadioGroup
        aria-labelledby={labelElement}
        value={value ?? ''}
        onChange={(_, chosen) => {
          const method = OFFICE_METHODS.find((m) => m === chosen);
          if (method) onChange(method);
        }}
      >
        {OFFICE_METHODS.map((method) => (
          <FormControlLabel key={method} value={method} control={<Radio />} label={intl.formatMessage({ id: RECEIVED_BY[method] })} />
        ))}
      </RadioGroup>
      {error && (
        <FormLabel component="p" error sx={{ fontSize: '0.8rem' }}>
          {error}
        </FormLabel>
      )}
    </FormControl>
  );
}
