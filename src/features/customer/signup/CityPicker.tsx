import { useId, useMemo } from 'react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { Municipality } from '../../../api';

export interface CityPickerProps {
  label: string;
  helperText: string;
  error: boolean;
  options: readonly Municipality[];
  loading: boolean;
  value: Municipality | null;
  onChange: (chosen: Municipality | null) => void;
  inputValue: string;
  onInputChange: (text: string) => void;
  /** The name shown for a municipality in the reader's language. */
  optionLabel: (place: Municipality) => string;
  texts: { loading: string; noOptions: string; open: string; close: string; clear: string };
  /** Takes the focus when it appears (it replaced the plain field the visitor was in). */
  autoFocus: boolean;
}

// Found by either of its names, accents and case aside ("grand sudbury", "Greater Sudbury").
const filterOptions = createFilterOptions<Municipality>({ stringify: (place) => `${place.name} ${place.name_fr ?? ''}` });

/**
 * The municipality picker: MUI's Autocomplete (a combobox with its list, typed into to filter,
 * arrows and Enter to choose), drawn with the same outlined parts as the form's other fields.
 * Its own download, fetched once the visitor starts on the form.
 */
export function CityPicker({
  label,
  helperText,
  error,
  options,
  loading,
  value,
  onChange,
  inputValue,
  onInputChange,
  optionLabel,
  texts,
  autoFocus,
}: CityPickerProps) {
  const helperId = useId();
  const list = useMemo(() => [...options], [options]);
  return (
    <Autocomplete
      options={list}
      value={value}
      onChange={(_, chosen) => onChange(chosen)}
      inputValue={inputValue}
      onInputChange={(_, text) => onInputChange(text)}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(option, chosen) => option.name === chosen.name}
      filterOptions={filterOptions}
      autoHighlight
      openOnFocus
      fullWidth
      loading={loading}
      loadingText={texts.loading}
      noOptionsText={texts.noOptions}
      openText={texts.open}
      closeText={texts.close}
      clearText={texts.clear}
      renderInput={(params) => (
        <FormControl variant="outlined" fullWidth={params.fullWidth} disabled={params.disabled} error={error} required>
          <InputLabel {...params.slotProps.inputLabel}>{label}</InputLabel>
          <OutlinedInput
            {...params.slotProps.input}
            id={params.id}
            name="city"
            label={label}
            autoFocus={autoFocus}
            inputProps={{ ...params.slotProps.htmlInput, 'aria-describedby': helperId }}
          />
          <FormHelperText id={helperId}>{helperText}</FormHelperText>
        </FormControl>
      )}
    />
  );
}
