import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { RouterLink } from '../../../components/navigation/RouterLink';
import { useGetClassListQuery, type ClassListResponse } from '../../../api/officeApi';
import { useLiveTopics } from '../../../api/live';
import { EmptyText, ErrorNotice, LoadingText } from '../../../components/feedback/StatusMessage';
import { PageHeading } from '../../../components/page/PageHeading';
import { DateWaitlist } from './DateWaitlist';
import { useFailureText } from '../../../components/feedback/useFailureText';
import { adminLinks } from '../screens';
import { formatCents } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';
import type { MessageId } from '../../../i18n/messages';
import { downloadCsv, type CsvColumn } from '../shared/csv';
import { BOOKING_STATUS } from '../shared/bookingStatus';
import { classDateText } from '../shared/classDate';
import { PhoneNumber } from '../../../components/phone/PhoneNumber';

type Seat = ClassListResponse['data']['students'][number];

/** Who sits in a class date: status and payment per student, to print for the classroom or export as CSV. */
export function ClassListPage() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const failureText = useFailureText();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  // Seats taken or freed online show within a second (polled while the live stream is down).
  const { pollingInterval } = useLiveTopics(['seats']);
  const query = useGetClassListQuery({ id }, { skip: !valid, refetchOnMountOrArgChange: true, pollingInterval });
  const t = (messageId: MessageId) => intl.formatMessage({ id: messageId });
  const list = query.data?.data;
  const paidText = (seat: Seat) => t(seat.paid ? 'admin.bookings.paidYes' : 'admin.bookings.paidNo');

  const columns: CsvColumn<Seat>[] = [
    { header: t('admin.bookings.number'), value: (s) => s.booking_id },
    { header: t('admin.bookings.studentName'), value: (s) => s.student.name },
    { header: t('admin.bookings.email'), value: (s) => s.student.email },
    { header: t('admin.bookings.phone'), value: (s) => s.student.phone },
    { header: t('admin.bookings.statusLabel'), value: (s) => t(BOOKING_STATUS[s.status].labelId) },
    { header: t('admin.bookings.paidFilter'), value: paidText },
    { header: t('admin.bookings.total'), value: (s) => formatCents(s.total_cents, locale) },
  ];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <PageHeading id="admin.bookings.classList" sx={{ mb: 0 }} />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', displayPrint: 'none' }}>
          <Button component={RouterLink} to={`${adminLinks.bookings.getHref()}?date=${id}`}>
            {t('admin.bookings.classBookings')}
          </Button>
          <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()} disabled={!list}>
            {t('admin.bookings.print')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={() => list && downloadCsv(list.students, columns, `class-list-${id}`)}
            disabled={!list || list.students.length === 0}
          >
            {t('admin.bookings.exportClassList')}
          </Button>
        </Box>
      </Box>
      {(!valid || query.isError) && (
        <ErrorNotice onRetry={valid ? () => void query.refetch() : undefined}>
          {valid ? intl.formatMessage({ id: 'admin.bookings.classListFailed' }, { error: failureText(query.error) }) : t('admin.bookings.notFound')}
        </ErrorNotice>
      )}
      {query.isLoading && <LoadingText>{t('admin.bookings.loading')}</LoadingText>}
      {list && (
        <>
          <Box>
            <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
              <bdi>{list.package.name[locale]}</bdi> — {classDateText(list.date, locale)}
            </Typography>
            <Typography color="text.secondary">
              {intl.formatMessage(
                { id: 'admin.bookings.seats' },
                { taken: list.date.seats_taken, capacity: list.date.capacity, held: list.date.seats_held, left: list.date.seats_left },
              )}
            </Typography>
          </Box>
          {list.students.length === 0 ? (
            <EmptyText>{t('admin.bookings.classEmpty')}</EmptyText>
          ) : (
            <TableContainer component={Paper} variant="outlined">
              <Table aria-label={t('admin.bookings.classList')} size="small">
                <TableHead>
                  <TableRow>
                    <TableCell scope="col">{t('admin.bookings.studentName')}</TableCell>
                    <TableCell scope="col">{t('admin.bookings.contact')}</TableCell>
                    <TableCell scope="col">{t('admin.bookings.statusLabel')}</TableCell>
                    <TableCell scope="col">{t('admin.bookings.paidFilter')}</TableCell>
                    <TableCell scope="col" align="right">
                      {t('admin.bookings.total')}
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {list.students.map((seat) => (
                    <TableRow key={seat.booking_id}>
                      <TableCell component="th" scope="row" dir="auto">
                        {seat.student.name}
                      </TableCell>
                      <TableCell>
                        <bdi>{seat.student.email}</bdi>
                        {seat.student.phone && (
                          <>
                            <br />
                            <PhoneNumber value={seat.student.phone} />
                          </>
                        )}
                      </TableCell>
                      <TableCell>
                        <Chip size="small" variant="outlined" color={BOOKING_STATUS[seat.status].color} label={t(BOOKING_STATUS[seat.status].labelId)} />
                      </TableCell>
                      <TableCell>{paidText(seat)}</TableCell>
                      <TableCell align="right">{formatCents(seat.total_cents, locale)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          <DateWaitlist dateId={id} />
        </>
      )}
    </Box>
  );
}
