import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useMarkMyHomeLinkDoneMutation, type BdeCourse, type HomeLinkWork } from '../../../api/signedInApi';
import { Notice } from '../../../components/feedback/Notice';
import { SelectInput, TextInput } from '../../../components/forms/TextInput';
import { useSubmit } from '../../../components/forms/useSubmit';
import type { Locale } from '../../../i18n/locale';
import type { MessageId } from '../../../i18n/messages';
import { inLocale } from '../../../i18n/translated';
import { CUSTOMER_TOAST_MS } from '../shared/customerFlow';

const WORK_STATUS: Record<HomeLinkWork['status'], { labelId: MessageId; color: 'default' | 'info' | 'success' }> = {
  to_do: { labelId: 'account.course.homeLink.toDo', color: 'default' },
  done: { labelId: 'account.course.homeLink.done', color: 'info' },
  accepted: { labelId: 'account.course.homeLink.accepted', color: 'success' },
};

/**
 * The course's home-link assignments and where each stands; while the course is open, the student
 * marks one done with the parent or guardian who did it with them (the office then accepts it).
 */
export function HomeLinkPart({ course, open }: { course: BdeCourse; open: boolean }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const markable = course.home_link.filter((w) => w.status !== 'accepted');
  const [assignmentId, setAssignmentId] = useState('');
  const [guardian, setGuardian] = useState('');
  const [mark] = useMarkMyHomeLinkDoneMutation();
  const required = intl.formatMessage({ id: 'signup.required' });
  const sending = useSubmit(mark, {
    validate: ({ homeLinkDoneInput }) => ({
      assignment: assignmentId ? undefined : required,
      guardian_name: homeLinkDoneInput.guardian_name ? undefined : required,
    }),
    successMessage: intl.formatMessage({ id: 'account.course.homeLink.saved' }),
    toastOptions: { autoHideDuration: CUSTOMER_TOAST_MS },
    onSuccess: () => setAssignmentId(''),
  });
  const errors = sending.fieldErrors;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void sending.submit({ id: course.id, assignmentId: Number(assignmentId), homeLinkDoneInput: { guardian_name: guardian.trim() } });
  };
  const headingId = `course-${course.id}-home-link`;
  if (course.home_link.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Typography variant="h3" id={headingId} sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
        {intl.formatMessage({ id: 'account.course.homeLink.title' })}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2, display: 'grid', gap: 1 }}>
        {course.home_link.map((work) => (
          <Box component="li" key={work.assignment_id} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component="span" dir="auto" sx={{ flex: '1 1 200px', minWidth: 0 }}>
              {intl.formatMessage({ id: 'account.course.homeLink.item' }, { title: inLocale(work.title, locale), minutes: work.minutes })}
            </Typography>
            <Chip size="small" color={WORK_STATUS[work.status].color} label={intl.formatMessage({ id: WORK_STATUS[work.status].labelId })} />
          </Box>
        ))}
      </Box>
      {open && markable.length > 0 && (
        <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 560 }}>
          {sending.failure && <Notice tone="error">{sending.failure}</Notice>}
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
            <SelectInput
              name="assignment"
              label={intl.formatMessage({ id: 'account.course.homeLink.which' })}
              value={assignmentId}
              onChange={(event) => setAssignmentId(event.target.value)}
              error={Boolean(errors.assignment)}
              helperText={errors.assignment ?? ' '}
              required
              fullWidth
              options={[
                { value: '', label: intl.formatMessage({ id: 'account.course.homeLink.choose' }) },
                ...markable.map((work) => ({ value: String(work.assignment_id), label: inLocale(work.title, locale) })),
              ]}
            />
            <TextInput
              name="guardian_name"
              label={intl.formatMessage({ id: 'account.course.homeLink.guardian' })}
              value={guardian}
              onChange={(event) => setGuardian(event.target.value)}
              error={Boolean(errors.guardian_name)}
              helperText={errors.guardian_name ?? intl.formatMessage({ id: 'account.course.homeLink.guardianHelp' })}
              autoComplete="off"
              required
              fullWidth
            />
          </Box>
          <Button type="submit" variant="contained" disabled={sending.isSubmitting}>
            {intl.formatMessage({ id: sending.isSubmitting ? 'account.course.homeLink.sending' : 'account.course.homeLink.submit' })}
          </Button>
        </Box>
      )}
    </Box>
  );
}
