import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useIntl, type IntlShape } from 'react-intl';
import {
  useConsentToBdeRecordsMutation,
  useListMyBdeCoursesQuery,
  useRecordMyG1LicenceMutation,
  type BdeCourse,
  type BdeCourseStatus,
} from '../../../api/signedInApi';
import { Notice } from '../../../components/feedback/Notice';
import { useOperationDownload } from '../../../components/files/useOperationDownload';
import { ErrorNotice } from '../../../components/feedback/StatusMessage';
import { TextInput } from '../../../components/forms/TextInput';
import { useSubmit } from '../../../components/forms/useSubmit';
import { formatDate, tenthsOfHours } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';
import type { MessageId } from '../../../i18n/messages';
import { inLocale } from '../../../i18n/translated';
import { CUSTOMER_TOAST_MS } from '../shared/customerFlow';
import { AccountSection } from './AccountSection';
import { HomeLinkPart } from './HomeLinkPart';

const STATUS_LABEL: Record<BdeCourseStatus, MessageId> = {
  enrolled: 'account.course.status.enrolled',
  in_progress: 'account.course.status.inProgress',
  ready: 'account.course.status.ready',
  certified: 'account.course.status.certified',
  withdrawn: 'account.course.status.withdrawn',
  expired: 'account.course.status.expired',
};

/**
 * The student's BDE course (a paid package with classroom hours): where it stands, the G1 licence
 * its in-car lessons need, and the consent to share its records with the Ministry. Nothing shows
 * for a student without a course.
 */
export function CourseSection() {
  const intl = useIntl();
  const { data, isError, refetch } = useListMyBdeCoursesQuery();
  if (isError)
    return (
      <AccountSection id="course" titleId="account.course.title">
        <ErrorNotice onRetry={() => void refetch()}>{intl.formatMessage({ id: 'account.course.loadFailed' })}</ErrorNotice>
      </AccountSection>
    );
  const courses = data?.data ?? [];
  if (courses.length === 0) return null;
  return (
    <AccountSection id="course" titleId="account.course.title">
      {courses.map((course) => (
        <CourseCard key={course.id} course={course} />
      ))}
    </AccountSection>
  );
}

/** Hours done of those required ("12.5 of 20"), to the tenth of an hour. */
const hoursOf = (intl: IntlShape, minutes: number, required: number) =>
  intl.formatMessage({ id: 'account.course.hoursOf' }, { done: tenthsOfHours(minutes), required });

/** The final test as it stands: passed (with its scores), the last failed sitting, or not taken. */
function finalTestText(intl: IntlShape, course: BdeCourse): string {
  const last = course.tests.at(-1);
  if (!last) return intl.formatMessage({ id: 'account.course.test.none' }, { pass: course.progress.pass_percent });
  return intl.formatMessage(
    { id: last.passed ? 'account.course.test.passed' : 'account.course.test.failed' },
    { theory: last.theory_percent, inCar: last.in_car_percent, pass: course.progress.pass_percent },
  );
}

function CourseCard({ course }: { course: BdeCourse }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const open = course.status === 'enrolled' || course.status === 'in_progress' || course.status === 'ready';
  const facts = [
    { label: 'account.course.package', value: inLocale(course.package.name, locale) },
    { label: 'account.course.status', value: intl.formatMessage({ id: STATUS_LABEL[course.status] }) },
    { label: 'account.course.start', value: formatDate(course.course_start, locale, { dateStyle: 'long' }) },
    { label: 'account.course.deadline', value: formatDate(course.in_car_deadline, locale, { dateStyle: 'long' }) },
    { label: 'account.course.classHours', value: hoursOf(intl, course.progress.class_minutes, course.progress.class_hours_required) },
    { label: 'account.course.inCarHours', value: hoursOf(intl, course.progress.in_car_minutes, course.progress.in_car_hours_required) },
    { label: 'account.course.homeLinkHours', value: hoursOf(intl, course.progress.home_link_minutes, course.progress.home_link_hours_required) },
    { label: 'account.course.finalTest', value: finalTestText(intl, course) },
    {
      label: 'account.course.certificate',
      value: course.certificate
        ? intl.formatMessage(
            { id: 'account.course.certificate.sent' },
            { date: formatDate(course.certificate.issued_on, locale, { dateStyle: 'long' }), reference: course.certificate.mto_reference },
          )
        : intl.formatMessage({ id: 'account.course.certificate.none' }),
    },
  ] as const;
  return (
    <Box component="article" aria-label={inLocale(course.package.name, locale)} sx={{ '& + &': { mt: 4 } }}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }, gap: 2, m: 0, mb: 3 }}>
        {facts.map(({ label, value }) => (
          <Box key={label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {intl.formatMessage({ id: label })}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <CourseFilePart course={course} />
      <LicencePart course={course} open={open} />
      <HomeLinkPart course={course} open={open} />
      <ConsentPart course={course} open={open} />
    </Box>
  );
}

/** The course record as a PDF (in the page's language), for the student or to hand an insurer. */
function CourseFilePart({ course }: { course: BdeCourse }) {
  const intl = useIntl();
  const { download, busy } = useOperationDownload();
  const [failed, setFailed] = useState(false);
  const get = async () => {
    setFailed(false);
    const result = await download('getMyBdeCourseFile', `/api/api/v1/bde-courses/${course.id}/file`, `bde-course-${course.id}.pdf`);
    setFailed('error' in result);
  };
  return (
    <Box sx={{ mb: 3 }}>
      <Button variant="outlined" startIcon={<DownloadIcon />} disabled={busy} onClick={() => void get()}>
        {intl.formatMessage({ id: busy ? 'account.course.fileBusy' : 'account.course.file' })}
      </Button>
      {failed && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {intl.formatMessage({ id: 'account.course.fileFailed' })}
        </Typography>
      )}
    </Box>
  );
}

/** The G1 licence as recorded, or the form that records it (while the course is open). */
function LicencePart({ course, open }: { course: BdeCourse; open: boolean }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const [editing, setEditing] = useState(false);
  const [number, setNumber] = useState(course.g1?.number ?? '');
  const [expiry, setExpiry] = useState(course.g1?.expiry ?? '');
  const [record] = useRecordMyG1LicenceMutation();
  const required = intl.formatMessage({ id: 'signup.required' });
  const saving = useSubmit(record, {
    validate: ({ g1LicenceInput }) => ({
      g1_number: g1LicenceInput.g1_number ? undefined : required,
      g1_expiry: g1LicenceInput.g1_expiry ? undefined : required,
    }),
    successMessage: intl.formatMessage({ id: 'account.course.g1.saved' }),
    toastOptions: { autoHideDuration: CUSTOMER_TOAST_MS },
    onSuccess: () => setEditing(false),
  });
  const errors = saving.fieldErrors;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void saving.submit({ id: course.id, g1LicenceInput: { g1_number: number.trim(), g1_expiry: expiry } });
  };
  const headingId = `course-${course.id}-g1`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Typography variant="h3" id={headingId} sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
        {intl.formatMessage({ id: 'account.course.g1.title' })}
      </Typography>
      {course.g1 && !editing ? (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography>
            {intl.formatMessage(
              { id: 'account.course.g1.recorded' },
              {
                number: (
                  <bdi key="number" dir="ltr">
                    {course.g1.number}
                  </bdi>
                ),
                date: formatDate(course.g1.expiry, locale, { dateStyle: 'long' }),
              },
            )}
          </Typography>
          {open && (
            <Button onClick={() => setEditing(true)} aria-label={intl.formatMessage({ id: 'account.course.g1.change' })}>
              {intl.formatMessage({ id: 'account.course.g1.changeShort' })}
            </Button>
          )}
        </Box>
      ) : open ? (
        <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 560 }}>
          {!course.g1 && <Typography sx={{ mb: 2 }}>{intl.formatMessage({ id: 'account.course.g1.missing' })}</Typography>}
          {saving.failure && <Notice tone="error">{saving.failure}</Notice>}
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
            <TextInput
              name="g1_number"
              label={intl.formatMessage({ id: 'account.course.g1.number' })}
              value={number}
              onChange={(event) => setNumber(event.target.value)}
              error={Boolean(errors.g1_number)}
              helperText={errors.g1_number ?? intl.formatMessage({ id: 'account.course.g1.numberHelp' })}
              autoComplete="off"
              required
              fullWidth
              slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, autoCapitalize: 'characters' } }}
            />
            <TextInput
              name="g1_expiry"
              type="date"
              label={intl.formatMessage({ id: 'account.course.g1.expiry' })}
              value={expiry}
              onChange={(event) => setExpiry(event.target.value)}
              error={Boolean(errors.g1_expiry)}
              helperText={errors.g1_expiry ?? ' '}
              required
              fullWidth
              shrinkLabel
            />
          </Box>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button type="submit" variant="contained" disabled={saving.isSubmitting}>
              {intl.formatMessage({ id: saving.isSubmitting ? 'account.course.g1.saving' : 'account.course.g1.save' })}
            </Button>
            {editing && <Button onClick={() => setEditing(false)}>{intl.formatMessage({ id: 'account.course.cancel' })}</Button>}
          </Box>
        </Box>
      ) : (
        <Typography color="text.secondary">{intl.formatMessage({ id: 'account.course.g1.none' })}</Typography>
      )}
    </Box>
  );
}

/** The consent as given, or the wording with its box (and a guardian's name under 18) while the course is open. */
function ConsentPart({ course, open }: { course: BdeCourse; open: boolean }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const [agreed, setAgreed] = useState(false);
  const [guardian, setGuardian] = useState('');
  const [consent] = useConsentToBdeRecordsMutation();
  const sending = useSubmit(consent, {
    validate: ({ bdeConsentInput }) => ({
      consent: agreed ? undefined : intl.formatMessage({ id: 'account.course.consent.mustAgree' }),
      guardian_name: course.guardian_required && !bdeConsentInput.guardian_name ? intl.formatMessage({ id: 'signup.required' }) : undefined,
    }),
    successMessage: intl.formatMessage({ id: 'account.course.consent.saved' }),
    toastOptions: { autoHideDuration: CUSTOMER_TOAST_MS },
  });
  const errors = sending.fieldErrors;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void sending.submit({ id: course.id, bdeConsentInput: { consent: true, guardian_name: course.guardian_required ? guardian.trim() : null } });
  };
  const headingId = `course-${course.id}-consent`;
  const boxHelpId = `course-${course.id}-consent-error`;
  const given = course.consent;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="h3" id={headingId} sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
        {intl.formatMessage({ id: 'account.course.consent.title' })}
      </Typography>
      {given ? (
        <>
          <Typography sx={{ mb: 1 }}>{given.wording}</Typography>
          <Typography color="text.secondary">
            {given.guardian_name
              ? intl.formatMessage(
                  { id: 'account.course.consent.givenWithGuardian' },
                  { date: formatDate(given.given_at, locale, { dateStyle: 'long' }), name: <bdi key="name">{given.guardian_name}</bdi> },
                )
              : intl.formatMessage({ id: 'account.course.consent.given' }, { date: formatDate(given.given_at, locale, { dateStyle: 'long' }) })}
          </Typography>
        </>
      ) : open ? (
        <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 560 }}>
          {sending.failure && <Notice tone="error">{sending.failure}</Notice>}
          <FormControlLabel
            sx={{ alignItems: 'flex-start', mb: 1, '& .MuiCheckbox-root': { mt: -1 } }}
            control={
              <Checkbox
                checked={agreed}
                onChange={(event) => setAgreed(event.target.checked)}
                slotProps={{ input: { 'aria-describedby': errors.consent ? boxHelpId : undefined, 'aria-invalid': Boolean(errors.consent) } }}
              />
            }
            label={course.consent_wording}
          />
          {errors.consent && (
            <FormHelperText id={boxHelpId} error sx={{ mt: -1, mb: 1 }}>
              {errors.consent}
            </FormHelperText>
          )}
          {course.guardian_required && (
            <TextInput
              name="guardian_name"
              label={intl.formatMessage({ id: 'account.course.consent.guardian' })}
              value={guardian}
              onChange={(event) => setGuardian(event.target.value)}
              error={Boolean(errors.guardian_name)}
              helperText={errors.guardian_name ?? intl.formatMessage({ id: 'account.course.consent.guardianHelp' })}
              autoComplete="off"
              required
              fullWidth
            />
          )}
          <Button type="submit" variant="contained" disabled={sending.isSubmitting}>
            {intl.formatMessage({ id: sending.isSubmitting ? 'account.course.consent.sending' : 'account.course.consent.submit' })}
          </Button>
        </Box>
      ) : (
        <Typography color="text.secondary">{intl.formatMessage({ id: 'account.course.consent.none' })}</Typography>
      )}
    </Box>
  );
}
