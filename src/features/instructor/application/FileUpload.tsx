import { useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { failureText } from '../shared/failure';
import { MAX_UPLOAD_BYTES } from '../shared/documentApi';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

interface FileUploadProps {
  /** The control's id, which the list of missing items leads to. */
  id: string;
  /** What is uploaded, named in the control's label ("Upload G licence"). */
  name: string;
  replacing: boolean;
  /** MIME types taken (the server checks the bytes again). */
  types: readonly string[];
  send: (file: File, onProgress: (percent: number) => void) => Promise<{ error?: FetchBaseQueryError | SerializedError } | { data: unknown }>;
}

/**
 * A file chosen and sent at once, with its progress; a file of a type or a size the server refuses
 * is stopped here with the reason, and the server's own refusal (413, 415, 422) is shown as it words it.
 * The input itself stays focusable (only visually hidden), so the keyboard opens the file picker.
 */
export function FileUpload({ id, name, replacing, types, send }: FileUploadProps) {
  const intl = useIntl();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    // Cleared so that choosing the same file again (after a failure) is a change too.
    input.value = '';
    if (!file) return;
    if (!types.includes(file.type)) return setProblem(intl.formatMessage({ id: 'instructorArea.upload.type' }));
    if (file.size > MAX_UPLOAD_BYTES) return setProblem(intl.formatMessage({ id: 'instructorArea.upload.tooLarge' }, { max: 8 }));
    setProblem(null);
    setProgress(0);
    const result = await send(file, setProgress);
    setProgress(null);
    if ('error' in result && result.error) setProblem(failureText(intl, result.error));
  };

  const label = intl.formatMessage({ id: replacing ? 'instructorArea.upload.replace' : 'instructorArea.upload.choose' }, { name });
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box>
        <Button
          component="label"
          // The file input inside is the control (focusable, named); the label only shows it.
          role={undefined}
          tabIndex={-1}
          variant={replacing ? 'outlined' : 'contained'}
          size="small"
          disabled={progress !== null}
          sx={{ '&:focus-within': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.dark', outlineOffset: 2 } }}
        >
          {intl.formatMessage({ id: replacing ? 'instructorArea.upload.replaceShort' : 'instructorArea.upload.chooseShort' })}
          <Box
            component="input"
            id={id}
            type="file"
            accept={types.join(',')}
            aria-label={label}
            onChange={(event) => void onChange(event)}
            sx={visuallyHidden}
          />
        </Button>
      </Box>
      {progress !== null && (
        <LinearProgress variant="determinate" value={progress} aria-label={intl.formatMessage({ id: 'instructorArea.upload.progress' }, { name })} />
      )}
      {problem && (
        <Typography role="alert" color="error" variant="body2">
          {problem}
        </Typography>
      )}
    </Box>
  );
}
