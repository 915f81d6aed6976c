import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../../components/navigation/RouterLink';
import { useListMyLessonsQuery } from '../../../api/signedInApi';
import { ErrorNotice, LoadingText } from '../../../components/feedback/StatusMessage';
import { PageHeading } from '../../../components/page/PageHeading';
import { paths } from '../../../config/paths';
import { selectCustomerToken } from '../../../state/authSlice';
import { useAppSelector } from '../../../state/hooks';
import { BookingsList } from '../shared/BookingsList';
import { LoginPrompt, SignedInBar } from '../shared/StudentSession';
import { AccountSection } from './AccountSection';
import { CancellationListSection } from './CancellationListSection';
import { CourseSection } from './CourseSection';
import { HoursSummary } from './HoursSummary';
import { LessonsList } from './LessonsList';
import { NoHoursLeft } from '../shared/NoHoursLeft';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { RoadTestsSection } from './RoadTestsSection';
import { TextsSection } from './TextsSection';

/** The student's own page: in-car hours and lessons, the BDE course, road tests, bookings, profile, texts and password. */
export function AccountPage() {
  const intl = useIntl();
  const token = useAppSelector(selectCustomerToken);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeading id="page.account.title" />
      {token ? (
        <>
          <SignedInBar showBookings={false} />
          <LessonSections />
          <CourseSection />
          <RoadTestsSection />
          <AccountSection id="bookings" titleId="bookings.myBookings">
            <BookingsList label={intl.formatMessage({ id: 'bookings.myBookings' })} itemHeading="h3" />
          </AccountSection>
          <ProfileSection />
          <TextsSection />
          <PasswordSection />
        </>
      ) : (
        <LoginPrompt />
      )}
    </Container>
  );
}

/** The hours and the lessons, from one answer. */
function LessonSections() {
  const intl = useIntl();
  const { data, isLoading, isError, refetch } = useListMyLessonsQuery();
  const failed = <ErrorNotice onRetry={() => void refetch()}>{intl.formatMessage({ id: 'lessons.loadFailed' })}</ErrorNotice>;
  const loading = <LoadingText>{intl.formatMessage({ id: 'booking.loading' })}</LoadingText>;
  const pending = isError ? failed : isLoading || !data ? loading : null;
  const canBook = data ? data.hours.left > 0 : false;
  return (
    <>
      <AccountSection id="hours" titleId="account.hours.title">
        {pending ?? (data && <HoursSummary hours={data.hours} bde={data.bde} />)}
      </AccountSection>
      <AccountSection
        id="lessons"
        titleId="lessons.title"
        action={
          canBook && (
            <Button variant="contained" color="secondary" component={RouterLink} to={paths.bookLesson.getHref()}>
              {intl.formatMessage({ id: 'lessons.book' })}
            </Button>
          )
        }
      >
        {pending ??
          (data && (
            <>
              {!canBook && <NoHoursLeft />}
              <LessonsList lessons={data.data} cutoffHours={data.cancel_cutoff_hours} />
            </>
          ))}
      </AccountSection>
      {data && <CancellationListSection hoursLeft={data.hours.left} />}
    </>
  );
}
