import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useListInstructorDatesQuery } from '../../../api';
import { ErrorNotice, LoadingText } from '../../../components/feedback/StatusMessage';
import { useFailureText } from '../../../components/feedback/useFailureText';
import { formatDate } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';

/** One instructor's open slots; RTK Query keeps them, so reopening shows them without a new call. */
export function InstructorSchedule({ id, name }: { id: number; name: string }) {
  const intl = useIntl();
  const failureText = useFailureText();
  const { data, error, isLoading, isError, refetch } = useListInstructorDatesQuery({ id });
  if (isLoading) return <LoadingText>{intl.formatMessage({ id: 'instructors.schedule.loading' })}</LoadingText>;
  if (isError) {
    return (
      <ErrorNotice onRetry={() => void refetch()}>{intl.formatMessage({ id: 'instructors.schedule.failed' }, { id, error: failureText(error) })}</ErrorNotice>
    );
  }
  if (!data?.length)
    return (
      <Typography color="text.secondary" sx={{ py: 1 }}>
        {intl.formatMessage({ id: 'instructors.schedule.empty' })}
      </Typography>
    );
  return (
    <Table size="small" aria-label={intl.formatMessage({ id: 'instructors.schedule.caption' }, { name })}>
      <TableHead>
        <TableRow>
          <TableCell scope="col">{intl.formatMessage({ id: 'instructors.schedule.date' })}</TableCell>
          <TableCell scope="col">{intl.formatMessage({ id: 'instructors.schedule.from' })}</TableCell>
          <TableCell scope="col">{intl.formatMessage({ id: 'instructors.schedule.to' })}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {data.map((slot) => (
          <TableRow key={slot.id}>
            <TableCell>{formatDate(slot.date, intl.locale as Locale)}</TableCell>
            <TableCell dir="ltr">{slot.from_time.slice(0, 5)}</TableCell>
            <TableCell dir="ltr">{slot.to_time.slice(0, 5)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
