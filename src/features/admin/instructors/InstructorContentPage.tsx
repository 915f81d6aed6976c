import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useListAcceptedInstructorsQuery } from '../../../api';
import { EmptyText, ErrorNotice, LoadingText } from '../../../components/feedback/StatusMessage';
import { useFailureText } from '../../../components/feedback/useFailureText';
import { PageHeading } from '../../../components/page/PageHeading';
import { formatDate } from '../../../i18n/format';
import type { MessageId } from '../../../i18n/messages';
import type { Locale } from '../../../i18n/locale';
import { instructorName } from '../../../api/instructorName';

/** Accepted instructors: name, email, birthday, phone, car image. */
export function InstructorContentPage() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const failureText = useFailureText();
  // Asked afresh on mount: the public instructors page shares this cache entry, and an anonymous
  // answer has no birthdays.
  const { data, error, isLoading, isError, refetch } = useListAcceptedInstructorsQuery(undefined, { refetchOnFocus: true, refetchOnMountOrArgChange: true });
  const instructors = data ?? [];
  const t = (id: MessageId) => intl.formatMessage({ id });

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeading id="admin.instructors.title" sx={{ mb: 0 }} />
      <Typography color="text.secondary">{t('admin.instructors.intro')}</Typography>
      {isLoading && <LoadingText>{t('admin.instructors.loading')}</LoadingText>}
      {isError && (
        <ErrorNotice onRetry={() => void refetch()}>{intl.formatMessage({ id: 'admin.instructors.loadFailed' }, { error: failureText(error) })}</ErrorNotice>
      )}
      {!isLoading && !isError && instructors.length === 0 && <EmptyText>{t('admin.instructors.empty')}</EmptyText>}
      {instructors.length > 0 && (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label={t('admin.instructors.title')} sx={{ minWidth: 640 }}>
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t('admin.instructors.car')}</TableCell>
                <TableCell scope="col">{t('admin.instructors.name')}</TableCell>
                <TableCell scope="col">{t('admin.instructors.email')}</TableCell>
                <TableCell scope="col">{t('admin.instructors.birthday')}</TableCell>
                <TableCell scope="col">{t('admin.instructors.phone')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {instructors.map((instructor) => (
                <TableRow key={instructor.id}>
                  <TableCell>
                    <Avatar
                      variant="rounded"
                      src={instructor.car_image_url ?? undefined}
                      alt={intl.formatMessage({ id: 'admin.instructors.carPhoto' }, { name: instructorName(instructor) })}
                      sx={{ width: 64, height: 48 }}
                    />
                  </TableCell>
                  <TableCell component="th" scope="row" dir="auto">
                    {instructorName(instructor)}
                  </TableCell>
                  <TableCell>
                    <Link href={`mailto:${instructor.email}`}>{instructor.email}</Link>
                  </TableCell>
                  <TableCell>{instructor.birthday ? formatDate(instructor.birthday, locale) : '–'}</TableCell>
                  <TableCell dir="ltr">{instructor.phone_number}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
