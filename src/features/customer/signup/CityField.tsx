import { useEffect, useRef, useState, type ComponentType } from 'react';
import { TextInput } from '../../../components/forms/TextInput';
import type { CityPickerProps } from './CityPicker';

type CityFieldProps = Omit<CityPickerProps, 'autoFocus'> & {
  /** True once the visitor started on the form: the picker is downloaded then. */
  wanted: boolean;
};

/**
 * The city field: a plain labelled field (what the prerendered page shows, and all the page's
 * first download carries) that becomes the municipality picker once it is wanted. MUI's
 * Autocomplete and its popper would weigh on every visit of the sign-up page otherwise. A visitor
 * already in the plain field keeps the focus and what they typed.
 */
export function CityField({ wanted, ...picker }: CityFieldProps) {
  const [Picker, setPicker] = useState<ComponentType<CityPickerProps> | null>(null);
  const [focusPicker, setFocusPicker] = useState(false);
  const plain = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!wanted || Picker) return undefined;
    let live = true;
    import('./CityPicker').then(
      (module) => {
        if (!live) return;
        setFocusPicker(document.activeElement !== null && document.activeElement === plain.current);
        setPicker(() => module.CityPicker);
      },
      // The plain field stays: the form then asks for a city from the list, which it cannot get.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, Picker]);

  if (Picker) return <Picker {...picker} autoFocus={focusPicker} />;
  return (
    <TextInput
      name="city"
      label={picker.label}
      value={picker.inputValue}
      onChange={(event) => picker.onInputChange(event.target.value)}
      error={picker.error}
      helperText={picker.helperText}
      required
      fullWidth
      autoComplete="off"
      slotProps={{ htmlInput: { ref: plain } }}
    />
  );
}
