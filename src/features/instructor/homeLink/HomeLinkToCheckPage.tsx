import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useAcceptMyStudentsHomeLinkMutation, useListMyStudentsHomeLinkQuery, type InstructorHomeLinkWork } from '../../../api/signedInApi';
import { EmptyText, ErrorNotice, LoadingText } from '../../../components/feedback/StatusMessage';
import { useSubmit } from '../../../components/forms/useSubmit';
import { PageHeading } from '../../../components/page/PageHeading';
import { formatDate } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';
import { inLocale } from '../../../i18n/translated';
import { failureText } from '../shared/failure';

/**
 * /instructor/home-link: the home-link work the instructor's BDE students (in their classes or
 * their car) marked done with a parent or guardian, the longest waiting first. Accepting one
 * credits its hours to the student's course; it then leaves the list.
 */
export function HomeLinkToCheckPage() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const { data, error, isLoading, refetch } = useListMyStudentsHomeLinkQuery(undefined, { refetchOnMountOrArgChange: true });
  const [accept] = useAcceptMyStudentsHomeLinkMutation();
  const accepting = useSubmit((work: InstructorHomeLinkWork) => accept({ id: work.course_id, assignmentId: work.assignment_id }), {
    toastFailure: false,
    successMessage: (_, work) => intl.formatMessage({ id: 'instructorArea.homeLink.accepted' }, { title: inLocale(work.title, locale) }),
  });

  const item = (work: InstructorHomeLinkWork) => {
    const title = inLocale(work.title, locale);
    return (
      <Paper
        key={`${work.course_id}-${work.assignment_id}`}
        variant="outlined"
        component="article"
        aria-label={`${work.student_name}: ${title}`}
        sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
      >
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }} dir="auto">
            {work.student_name}
          </Typography>
          <Typography dir="auto">{title}</Typography>
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage(
              { id: 'instructorArea.homeLink.doneWith' },
              { minutes: work.minutes, name: <bdi key="name">{work.guardian_name}</bdi>, date: formatDate(work.done_at, locale) },
            )}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          disabled={accepting.isSubmitting}
          onClick={() => void accepting.submit(work)}
          aria-label={intl.formatMessage({ id: 'instructorArea.homeLink.acceptOf' }, { title, name: work.student_name })}
        >
          {intl.formatMessage({ id: 'instructorArea.homeLink.accept' })}
        </Button>
      </Paper>
    );
  };

  return (
    <>
      <PageHeading id="page.instructor.homeLink.title" />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {intl.formatMessage({ id: 'instructorArea.homeLink.intro' })}
      </Typography>
      {isLoading ? (
        <LoadingText>{intl.formatMessage({ id: 'instructorArea.loading' })}</LoadingText>
      ) : !data ? (
        <ErrorNotice onRetry={() => void refetch()}>{failureText(intl, error)}</ErrorNotice>
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {accepting.failure && (
            <Alert severity="error" role="alert">
              {accepting.failure}
            </Alert>
          )}
          {data.data.length ? data.data.map(item) : <EmptyText>{intl.formatMessage({ id: 'instructorArea.homeLink.none' })}</EmptyText>}
        </Box>
      )}
    </>
  );
}
