import { useId, type ChangeEvent, type ReactNode, type SelectHTMLAttributes } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { InputBaseComponentProps } from '@mui/material/InputBase';

/*
 * Outlined fields with label and helper text, as MUI's TextField renders them, built from its
 * parts: TextField also brings its select mode (Select, Menu, Popover, Modal…) into every page
 * with a form, ≈ 20 KB gzip the public forms never use. Choices are native selects (the phone's
 * own picker, without MUI's NativeSelect: it brings the standard-variant Input along).
 */

interface FieldProps {
  name: string;
  label: ReactNode;
  error?: boolean;
  /** Below the field; announced with it (aria-describedby). */
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  id?: string;
  autoComplete?: string;
}

export interface TextInputProps extends FieldProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  type?: string;
  autoFocus?: boolean;
  multiline?: boolean;
  minRows?: number;
  /** Keeps the label above the field, for inputs that always show something (dates). */
  shrinkLabel?: boolean;
  /** Inside the field at its end (a password's show/hide button). */
  endAdornment?: ReactNode;
  slotProps?: { htmlInput?: InputBaseComponentProps };
}

export interface SelectInputProps extends FieldProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  options: readonly { value: string; label: string }[];
}

function useFieldIds(name: string, idOverride: string | undefined, helperText: ReactNode) {
  const generated = useId();
  const id = idOverride ?? `${name}-${generated}`;
  return { id, labelId: `${id}-label`, helperId: helperText ? `${id}-helper-text` : undefined };
}

export function TextInput({ id: idOverride, name, label, helperText, error, required, disabled, fullWidth, shrinkLabel, slotProps, ...input }: TextInputProps) {
  const { id, labelId, helperId } = useFieldIds(name, idOverride, helperText);
  return (
    <FormControl variant="outlined" error={error} required={required} disabled={disabled} fullWidth={fullWidth}>
      <InputLabel htmlFor={id} id={labelId} shrink={shrinkLabel}>
        {label}
      </InputLabel>
      <OutlinedInput id={id} name={name} label={label} notched={shrinkLabel} aria-describedby={helperId} inputProps={slotProps?.htmlInput} {...input} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}

export interface EmailInputProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The field's problem, shown under it; a blank line is kept in its place otherwise. */
  error?: string;
}

/** An account's email, required: typed left to right in every language, offered by the browser's autofill. */
export function EmailInput({ label, value, onChange, error }: EmailInputProps) {
  return (
    <TextInput
      name="email"
      type="email"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? ' '}
      autoComplete="email"
      slotProps={{ htmlInput: { dir: 'ltr' } }}
      required
    />
  );
}

// The browser's arrow sits on the border; MUI's arrow, inset (and on the left in Arabic: the styles are flipped).
const SELECT_ARROW = {
  '& select': {
    appearance: 'none',
    cursor: 'pointer',
    paddingInlineEnd: '40px',
    background: `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M7 10l5 5 5-5z' fill-opacity='.54'/%3E%3C/svg%3E") no-repeat right 8px center / 24px`,
  },
};

/** The phone's own picker, in InputBase's place for an <input>, with its styles and states. */
function SelectElement(props: InputBaseComponentProps) {
  return <select {...(props as SelectHTMLAttributes<HTMLSelectElement>)} />;
}

export function SelectInput({
  id: idOverride,
  name,
  label,
  helperText,
  error,
  required,
  disabled,
  fullWidth,
  options,
  autoComplete,
  value,
  onChange,
}: SelectInputProps) {
  const { id, labelId, helperId } = useFieldIds(name, idOverride, helperText);
  return (
    <FormControl variant="outlined" error={error} required={required} disabled={disabled} fullWidth={fullWidth}>
      <InputLabel htmlFor={id} id={labelId} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        inputComponent={SelectElement}
        label={label}
        notched
        sx={SELECT_ARROW}
        value={value}
        // InputBase types its events for <input>; here the target is the <select>.
        onChange={(event) => onChange(event as ChangeEvent<Element> as ChangeEvent<HTMLSelectElement>)}
        inputProps={{
          id,
          name,
          autoComplete,
          'aria-describedby': helperId,
          type: undefined,
          children: options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          )),
        }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
