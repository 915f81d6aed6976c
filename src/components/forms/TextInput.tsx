import { useId, type ChangeEvent, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { InputBaseComponentProps } from '@mui/material/InputBase';

/*
 * Outlined fields with label and helper text, as MUI's TextField renders them, built from its
 * parts: TextField also brings its select mode (Select, Menu, Popover, Modal…) into every page
 * with a form, ≈ 20 KB gzip the public forms never use. Choices are native selects (the phone's
 * own picker).
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

export function SelectInput({ id: idOverride, name, label, helperText, error, required, disabled, fullWidth, options, autoComplete, value, onChange }: SelectInputProps) {
  const { id, labelId, helperId } = useFieldIds(name, idOverride, helperText);
  return (
    <FormControl variant="outlined" error={error} required={required} disabled={disabled} fullWidth={fullWidth}>
      <InputLabel htmlFor={id} id={labelId} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={onChange}
        input={<OutlinedInput label={label} notched />}
        inputProps={{ id, name, autoComplete, 'aria-describedby': helperId }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
