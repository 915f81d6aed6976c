import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { type BdeCourseStatus } from '../../../api/signedInApi';
import { useListAdminBdeCoursesQuery, type AdminBdeCourse } from '../../../api/officeApi';
import { EmptyText, ErrorNotice, LoadingText } from '../../../components/feedback/StatusMessage';
import { useFailureText } from '../../../components/feedback/useFailureText';
import { PageHeading } from '../../../components/page/PageHeading';
import { formatDate } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';
import type { MessageId } from '../../../i18n/messages';
import { inLocale } from '../../../i18n/translated';
import { useTypedSearch, useUrlFilters } from '../shared/urlFilters';
import { courseHoursText } from '../shared/courseHours';
import { CourseFileButton } from './CourseFileButton';
import { CoursesExport } from './CoursesExport';
import { FinalTestDialog } from './FinalTestDialog';
import { HomeLinkReviewDialog } from './HomeLinkReviewDialog';
import { RoadTestsDialog } from './RoadTestsDialog';

/** How each course status is shown to the office, in the order of a course's life. */
const COURSE_STATUS: Record<BdeCourseStatus, { labelId: MessageId; color: 'info' | 'success' | 'warning' | 'error' | 'default' | 'primary' }> = {
  enrolled: { labelId: 'admin.courses.status.enrolled', color: 'info' },
  in_progress: { labelId: 'admin.courses.status.inProgress', color: 'primary' },
  ready: { labelId: 'admin.courses.status.ready', color: 'warning' },
  certified: { labelId: 'admin.courses.status.certified', color: 'success' },
  withdrawn: { labelId: 'admin.courses.status.withdrawn', color: 'default' },
  expired: { labelId: 'admin.courses.status.expired', color: 'error' },
};
const STATUSES = Object.keys(COURSE_STATUS) as BdeCourseStatus[];
const SEARCH_MAX = 120;

/**
 * The school's BDE courses: by status, with a search by the student's name or email (both kept in
 * the URL), each with its start, its in-car deadline, and whether the G1 licence and the consent
 * the Ministry's records need are in.
 */
export function BdeCoursesPage() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const failureText = useFailureText();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const { params, change } = useUrlFilters();
  const status = STATUSES.find((s) => s === params.get('status'));
  const search = params.get('search')?.trim().slice(0, SEARCH_MAX) || undefined;
  const [typed, setTyped] = useTypedSearch(search ?? '', (text) => change({ search: text || null }));
  const query = useListAdminBdeCoursesQuery({ status, search }, { refetchOnFocus: true, refetchOnMountOrArgChange: true });
  const rows = query.data?.data ?? [];
  // A table on wide screens; one card per course on a phone.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  // The dialogs follow the course by id: its row is replaced as the list reloads after each change.
  const [dialog, setDialog] = useState<{ kind: 'test' | 'homeLink' | 'roadTests'; id: number } | null>(null);
  const inDialog = dialog && rows.find((course) => course.id === dialog.id);

  const statusChip = (course: AdminBdeCourse) => (
    <Chip size="small" color={COURSE_STATUS[course.status].color} label={t(COURSE_STATUS[course.status].labelId)} />
  );
  const missing = (labelId: MessageId) => <Chip size="small" color="warning" variant="outlined" label={t(labelId)} />;
  const licence = (course: AdminBdeCourse) =>
    course.g1 ? (
      <span>
        <bdi dir="ltr">{course.g1.number}</bdi> ({formatDate(course.g1.expiry, locale)})
      </span>
    ) : (
      missing('admin.courses.g1Missing')
    );
  const consent = (course: AdminBdeCourse) =>
    course.consent ? <span>{formatDate(course.consent.given_at, locale)}</span> : missing('admin.courses.consentMissing');
  const student = (course: AdminBdeCourse) => (
    <>
      <Typography component="span" sx={{ fontWeight: 600, display: 'block' }} dir="auto">
        {course.student.name}
      </Typography>
      <Link href={`mailto:${course.student.email}`} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        <bdi>{course.student.email}</bdi>
      </Link>
    </>
  );
  const finalTest = (course: AdminBdeCourse) => {
    const last = course.tests.at(-1);
    if (!last) return <span>{t('admin.courses.test.none')}</span>;
    return (
      <Chip
        size="small"
        color={last.passed ? 'success' : 'error'}
        variant="outlined"
        label={intl.formatMessage(
          { id: last.passed ? 'admin.courses.test.passed' : 'admin.courses.test.failed' },
          { theory: last.theory_percent, inCar: last.in_car_percent, sittings: course.tests.length },
        )}
      />
    );
  };
  // A row's buttons are named by their own words and the student they act on.
  const actionOf = (action: string, course: AdminBdeCourse) => intl.formatMessage({ id: 'admin.courses.actionOf' }, { action, name: course.student.name });
  const open = (course: AdminBdeCourse) => course.status === 'enrolled' || course.status === 'in_progress' || course.status === 'ready';
  const actions = (course: AdminBdeCourse) => {
    const toCheck = course.home_link.filter((w) => w.status === 'done').length;
    return (
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant={toCheck ? 'contained' : 'outlined'}
          onClick={() => setDialog({ kind: 'homeLink', id: course.id })}
          aria-label={actionOf(intl.formatMessage({ id: 'admin.courses.homeLink.open' }, { count: toCheck }), course)}
        >
          {intl.formatMessage({ id: 'admin.courses.homeLink.open' }, { count: toCheck })}
        </Button>
        {open(course) && !course.progress.test_passed && (
          <Button
            size="small"
            variant="outlined"
            onClick={() => setDialog({ kind: 'test', id: course.id })}
            aria-label={actionOf(t('admin.courses.test.record'), course)}
          >
            {t('admin.courses.test.record')}
          </Button>
        )}
        <Button
          size="small"
          variant="outlined"
          onClick={() => setDialog({ kind: 'roadTests', id: course.id })}
          aria-label={actionOf(t('roadTests.officeOpen'), course)}
        >
          {t('roadTests.officeOpen')}
        </Button>
        <CourseFileButton course={course} label={actionOf(t('admin.courses.file'), course)} />
      </Box>
    );
  };
  const columns: { labelId: MessageId; cell: (course: AdminBdeCourse) => React.ReactNode }[] = [
    { labelId: 'admin.courses.package', cell: (course) => inLocale(course.package.name, locale) },
    { labelId: 'admin.courses.start', cell: (course) => formatDate(course.course_start, locale) },
    { labelId: 'admin.courses.deadline', cell: (course) => formatDate(course.in_car_deadline, locale) },
    { labelId: 'admin.courses.statusLabel', cell: statusChip },
    { labelId: 'admin.courses.hours', cell: (course) => courseHoursText(intl, course) },
    { labelId: 'admin.courses.g1', cell: licence },
    { labelId: 'admin.courses.consent', cell: consent },
    { labelId: 'admin.courses.test.label', cell: finalTest },
    { labelId: 'admin.courses.actions', cell: actions },
  ];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeading id="admin.courses.title" sx={{ mb: 0 }} />
      <Tabs
        value={status ?? ''}
        onChange={(_, value: string) => change({ status: value || null })}
        aria-label={t('admin.courses.statusLabel')}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        <Tab value="" label={t('admin.courses.all')} />
        {STATUSES.map((s) => (
          <Tab key={s} value={s} label={t(COURSE_STATUS[s].labelId)} />
        ))}
      </Tabs>
      <Paper variant="outlined" component="section" aria-label={t('admin.courses.filters')} sx={{ p: 2 }}>
        <TextField
          size="small"
          type="search"
          name="search"
          label={t('admin.courses.search')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          slotProps={{ htmlInput: { maxLength: SEARCH_MAX } }}
          sx={{ minWidth: { sm: 320 }, width: { xs: '100%', sm: 'auto' } }}
        />
      </Paper>

      {query.isError && (
        <ErrorNotice onRetry={() => void query.refetch()}>
          {intl.formatMessage({ id: 'admin.courses.loadFailed' }, { error: failureText(query.error) })}
        </ErrorNotice>
      )}
      {query.isLoading && <LoadingText>{t('admin.courses.loading')}</LoadingText>}
      {!query.isLoading && !query.isError && rows.length === 0 && <EmptyText>{t('admin.courses.empty')}</EmptyText>}
      {rows.length > 0 && phone && (
        <Box component="section" aria-label={t('admin.courses.title')} sx={{ display: 'grid', gap: 1.5 }}>
          {rows.map((course) => (
            <Paper key={course.id} variant="outlined" component="article" aria-label={course.student.name} sx={{ p: 1.5, display: 'grid', gap: 1 }}>
              <Box>{student(course)}</Box>
              <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5, alignItems: 'center' }}>
                {columns.map(({ labelId, cell }) => (
                  <Box key={labelId} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {t(labelId)}
                    </Typography>
                    <Box component="dd" sx={{ m: 0, typography: 'body2' }}>
                      {cell(course)}
                    </Box>
                  </Box>
                ))}
              </Box>
            </Paper>
          ))}
        </Box>
      )}
      {rows.length > 0 && !phone && (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label={t('admin.courses.title')} sx={{ minWidth: 1180 }}>
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t('admin.courses.student')}</TableCell>
                {columns.map(({ labelId }) => (
                  <TableCell key={labelId} scope="col">
                    {t(labelId)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((course) => (
                <TableRow key={course.id} hover>
                  <TableCell component="th" scope="row">
                    {student(course)}
                  </TableCell>
                  {columns.map(({ labelId, cell }) => (
                    <TableCell key={labelId}>{cell(course)}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <CoursesExport />
      {inDialog && dialog.kind === 'test' && <FinalTestDialog course={inDialog} onClose={() => setDialog(null)} />}
      {inDialog && dialog.kind === 'homeLink' && <HomeLinkReviewDialog course={inDialog} onClose={() => setDialog(null)} />}
      {inDialog && dialog.kind === 'roadTests' && <RoadTestsDialog course={inDialog} onClose={() => setDialog(null)} />}
    </Box>
  );
}
