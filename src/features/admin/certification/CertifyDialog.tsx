import { useState } from 'react';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useCertifyBdeCourseMutation, type AdminBdeCourse } from '../../../api/officeApi';
import { useSubmit } from '../../../components/forms/useSubmit';
import { torontoDay } from '../../../contract/torontoTime';
import { ActionDialog } from '../shared/ActionDialog';

/** Records the certificate reported to the Ministry: its day (today by default) and the Ministry's reference. */
export function CertifyDialog({ course, onClose }: { course: AdminBdeCourse; onClose: () => void }) {
  const intl = useIntl();
  const [issuedOn, setIssuedOn] = useState(() => torontoDay());
  const [reference, setReference] = useState('');
  const [certify] = useCertifyBdeCourseMutation();
  const sending = useSubmit(certify, {
    toastFailure: false,
    successMessage: intl.formatMessage({ id: 'admin.certification.saved' }, { name: course.student.name }),
    onSuccess: onClose,
  });
  const confirm = () => void sending.submit({ id: course.id, bdeCertificateInput: { issued_on: issuedOn, mto_reference: reference.trim() } });

  return (
    <ActionDialog
      title={intl.formatMessage({ id: 'admin.certification.dialogTitle' }, { name: course.student.name })}
      problem={sending.failure && <Alert severity="error">{sending.failure}</Alert>}
      confirmLabel={intl.formatMessage({ id: 'admin.certification.confirm' })}
      ready={issuedOn !== '' && reference.trim() !== ''}
      sending={sending.isSubmitting}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Typography>{intl.formatMessage({ id: 'admin.certification.dialogIntro' })}</Typography>
      <TextField
        name="issued_on"
        type="date"
        label={intl.formatMessage({ id: 'admin.certification.issuedOn' })}
        value={issuedOn}
        onChange={(event) => setIssuedOn(event.target.value)}
        error={Boolean(sending.fieldErrors.issued_on)}
        helperText={sending.fieldErrors.issued_on}
        required
        disabled={sending.isSubmitting}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: course.course_start, max: torontoDay() } }}
      />
      <TextField
        name="mto_reference"
        label={intl.formatMessage({ id: 'admin.certification.reference' })}
        value={reference}
        onChange={(event) => setReference(event.target.value)}
        error={Boolean(sending.fieldErrors.mto_reference)}
        helperText={sending.fieldErrors.mto_reference ?? intl.formatMessage({ id: 'admin.certification.referenceHelp' })}
        required
        disabled={sending.isSubmitting}
        slotProps={{ htmlInput: { maxLength: 40, dir: 'ltr', spellCheck: false, autoCapitalize: 'characters' } }}
      />
    </ActionDialog>
  );
}
