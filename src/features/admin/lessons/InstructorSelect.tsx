import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useListAcceptedInstructorsQuery } from '../../../api';
import { instructorName } from '../../../api/instructorName';

interface InstructorSelectProps {
  name: string;
  label: string;
  value: number | null;
  onChange: (instructorId: number | null) => void;
  /** The choice of no instructor in particular ("all", "any"); absent when one must be chosen. */
  noneLabel?: string;
  disabled?: boolean;
}

/** A choice among the accepted instructors. */
export function InstructorSelect({ name, label, value, onChange, noneLabel, disabled = false }: InstructorSelectProps) {
  const { data = [] } = useListAcceptedInstructorsQuery();
  const known = data.some((instructor) => instructor.id === value);
  return (
    <TextField
      select
      size="small"
      name={name}
      label={label}
      value={known ? String(value) : ''}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      disabled={disabled}
      slotProps={{ select: { displayEmpty: noneLabel !== undefined }, inputLabel: { shrink: true } }}
    >
      {noneLabel !== undefined && <MenuItem value="">{noneLabel}</MenuItem>}
      {data.map((instructor) => (
        <MenuItem key={instructor.id} value={String(instructor.id)}>
          {instructorName(instructor)}
        </MenuItem>
      ))}
    </TextField>
  );
}
