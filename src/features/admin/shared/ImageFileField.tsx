import { useId, useRef, type ChangeEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { IMAGE_TYPES } from './imageFile';

export interface ImageFileFieldProps {
  /** The file input's accessible name. */
  label: string;
  /** The file input's form name. */
  name?: string;
  /** The visible button that opens the file picker. */
  buttonLabel: string;
  /** Shown under the button: the accepted files, or `error` when there is one. */
  hint: string;
  error?: string;
  disabled?: boolean;
  /** The image shown in the square, or `empty` when there is none. */
  preview: ReactNode;
  empty: string;
  /** The chosen file's name, shown as typed by its owner (any script). */
  fileName?: string;
  /** While sending: whole percents and their accessible name and text. */
  progress?: { percent: number; label: string; text: string };
  /** The side of the preview square in px. */
  size: number;
  onChoose: (file: File) => void;
}

/**
 * An image file field: a preview square, a button that opens the picker and the hint or error.
 * The admin's partner logo, city photos and review avatars all go through it.
 */
export function ImageFileField({ label, name, buttonLabel, hint, error, disabled, preview, empty, fileName, progress, size, onChoose }: ImageFileFieldProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still counts as a change.
    event.target.value = '';
    if (file) onChoose(file);
  };

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Box
        sx={{
          width: size,
          height: size,
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'grey.50',
          overflow: 'hidden',
        }}
      >
        {preview ?? (
          <Typography variant="body2" color="text.secondary" sx={{ p: 1, textAlign: 'center' }}>
            {empty}
          </Typography>
        )}
      </Box>
      <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
        {/* The button opens the file picker: it shows focus, which a hidden file input cannot. */}
        <input
          ref={input}
          id={inputId}
          type="file"
          name={name}
          accept={IMAGE_TYPES.join(',')}
          onChange={choose}
          disabled={disabled}
          hidden
          aria-label={label}
        />
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={disabled}
          onClick={() => input.current?.click()}
          aria-describedby={`${inputId}-help`}
        >
          {buttonLabel}
        </Button>
        {fileName && (
          <Typography variant="body2" sx={{ mt: 1, wordBreak: 'break-all' }} dir="auto">
            {fileName}
          </Typography>
        )}
        {progress && (
          <Box role="status" sx={{ mt: 1 }}>
            <LinearProgress variant="determinate" value={progress.percent} aria-label={progress.label} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {progress.text}
            </Typography>
          </Box>
        )}
        <FormHelperText id={`${inputId}-help`} error={Boolean(error)}>
          {error ?? hint}
        </FormHelperText>
      </Box>
    </Box>
  );
}
