import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useIntl } from 'react-intl';
import { torontoDay } from '../../../contract/torontoTime';
import { useToasts } from '../../../components/feedback/toasts';
import { useFailureText } from '../../../components/feedback/useFailureText';
import { useOperationDownload } from '../../../components/files/useOperationDownload';
import { serverFieldErrors } from '../../../components/forms/serverFieldErrors';

/**
 * Every course that started in a period, as the server's CSV: what the office keeps or sends the
 * Ministry. The period starts on the first of this year by default and ends today (Toronto days).
 */
export function CoursesExport() {
  const intl = useIntl();
  const failureText = useFailureText();
  const { enqueueSnackbar } = useToasts();
  const { download, busy } = useOperationDownload();
  const [from, setFrom] = useState(() => `${torontoDay().slice(0, 4)}-01-01`);
  const [to, setTo] = useState(() => torontoDay());
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  const required = intl.formatMessage({ id: 'signup.required' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      from: from ? undefined : required,
      to: !to ? required : from && to < from ? intl.formatMessage({ id: 'admin.courses.export.order' }) : undefined,
    };
    setErrors(found);
    if (found.from || found.to) return;
    const query = new URLSearchParams({ from, to });
    const result = await download('exportBdeCourses', `/api/api/v1/admin/bde-courses/export?${query}`, `bde-courses-${from}-${to}.csv`);
    if (!('error' in result)) return;
    const refused = serverFieldErrors(result.error);
    if (refused.from || refused.to) setErrors({ from: refused.from, to: refused.to });
    else enqueueSnackbar(intl.formatMessage({ id: 'admin.courses.export.failed' }, { error: failureText(result.error) }), { variant: 'error' });
  };

  const field = (name: 'from' | 'to', value: string, set: (value: string) => void) => (
    <TextField
      size="small"
      type="date"
      name={name}
      label={intl.formatMessage({ id: `admin.courses.export.${name}` })}
      value={value}
      onChange={(event) => set(event.target.value)}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? ' '}
      required
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );

  return (
    <Paper variant="outlined" component="section" aria-labelledby="courses-export" sx={{ p: 2 }}>
      <Typography id="courses-export" variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 0.5 }}>
        {intl.formatMessage({ id: 'admin.courses.export.title' })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {intl.formatMessage({ id: 'admin.courses.export.help' })}
      </Typography>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        {field('from', from, setFrom)}
        {field('to', to, setTo)}
        <Button type="submit" variant="outlined" startIcon={<DownloadIcon />} disabled={busy} sx={{ mt: 0.25 }}>
          {intl.formatMessage({ id: busy ? 'admin.courses.export.busy' : 'admin.courses.export.submit' })}
        </Button>
      </Box>
    </Paper>
  );
}
