import TextField, { type TextFieldProps } from '@mui/material/TextField';

interface FormState<K extends string> {
  values: Record<K, string>;
  errors: Partial<Record<K, string>>;
  onChange: (name: K) => (event: { target: { value: string } }) => void;
  /** While saving, every field is disabled. */
  disabled: boolean;
  label: (name: K) => string;
}

/** A text field bound to a form's values and per-field errors; `extra` adds or overrides props. */
export const fieldRenderer =
  <K extends string>({ values, errors, onChange, disabled, label }: FormState<K>) =>
  (name: K, extra: Partial<TextFieldProps> = {}) => (
    <TextField
      name={name}
      label={label(name)}
      value={values[name]}
      onChange={onChange(name)}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      disabled={disabled}
      fullWidth
      {...extra}
    />
  );

/** Addresses, links and codes read left to right in Arabic too. */
export const LTR_INPUT = { htmlInput: { dir: 'ltr' } } as const;
