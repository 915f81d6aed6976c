import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../../components/navigation/RouterLink';
import type { AdminBooking } from '../../../api/officeApi';
import { visuallyHidden } from '../../../components/a11y/visuallyHidden';
import { adminLinks } from '../screens';
import { formatCents, formatDate } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';
import type { MessageId } from '../../../i18n/messages';
import { BOOKING_STATUS } from '../shared/bookingStatus';
import type { BookingSort, SortField } from './bookingSort';
import { classDateText } from '../shared/classDate';

interface BookingListProps {
  rows: AdminBooking[];
  sort: BookingSort;
  onSort: (field: SortField) => void;
  onView: (booking: AdminBooking) => void;
}

// The details button stays in view at the row's end while the wide table scrolls under it
// (`right` is mirrored to `left` in Arabic by the right-to-left styles).
const actionsColumn = {
  position: 'sticky',
  right: 0,
  bgcolor: 'background.paper',
  boxShadow: (theme: Theme) => `inset 1px 0 0 ${theme.palette.divider}`,
} as const;

/** One page of bookings; sortable columns, the class date links to its class list, each row opens its details. */

export function BookingList({ rows, sort, onSort, onView }: BookingListProps) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const t = (id: MessageId) => intl.formatMessage({ id });

  const header = (field: SortField | null, labelId: MessageId, align: 'left' | 'right' = 'left') => {
    const active = field !== null && sort.replace(/^-/, '') === field;
    const direction = sort.startsWith('-') ? 'desc' : 'asc';
    return (
      <TableCell scope="col" align={align} sortDirection={active ? direction : false}>
        {field ? (
          <TableSortLabel active={active} direction={active ? direction : 'asc'} onClick={() => onSort(field)}>
            {t(labelId)}
          </TableSortLabel>
        ) : (
          t(labelId)
        )}
      </TableCell>
    );
  };

  return (
    // Positioned, so the visually hidden header text is clipped by this scroll box instead of widening the page on a phone.
    <TableContainer component={Paper} variant="outlined" sx={{ position: 'relative' }}>
      <Table aria-label={t('admin.bookings.title')} sx={{ minWidth: 1040 }}>
        <TableHead>
          <TableRow>
            {header('id', 'admin.bookings.number')}
            {header('student', 'admin.bookings.student')}
            {header(null, 'admin.bookings.package')}
            {header('class_date', 'admin.bookings.classDate')}
            {header('total_cents', 'admin.bookings.total', 'right')}
            {header('status', 'admin.bookings.statusLabel')}
            {header('created_at', 'admin.bookings.created')}
            {header(null, 'admin.bookings.receipt')}
            <TableCell scope="col" align="right" sx={actionsColumn}>
              <Box component="span" sx={visuallyHidden}>
                {t('admin.bookings.open')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((booking) => (
            <TableRow key={booking.id} hover>
              <TableCell>{booking.id}</TableCell>
              {/* Wide enough for a usual email on one line; a longer one still wraps rather than widening the page. */}
              <TableCell component="th" scope="row" sx={{ minWidth: 240 }}>
                <Typography sx={{ fontWeight: 600 }} dir="auto">
                  {booking.student.name}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  <bdi>{booking.student.email}</bdi>
                </Typography>
              </TableCell>
              <TableCell dir="auto">{booking.package.name[locale]}</TableCell>
              <TableCell>
                {booking.package_date ? (
                  <Link component={RouterLink} to={adminLinks.classList.getHref(booking.package_date.id)}>
                    {classDateText(booking.package_date, locale)}
                  </Link>
                ) : (
                  t('admin.bookings.noDate')
                )}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatCents(booking.total_cents, locale)}
              </TableCell>
              <TableCell>
                <Chip size="small" color={BOOKING_STATUS[booking.status].color} label={t(BOOKING_STATUS[booking.status].labelId)} />
              </TableCell>
              <TableCell>{formatDate(booking.created_at, locale, { dateStyle: 'medium', timeStyle: 'short' })}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <bdi>{booking.receipt?.number ?? ''}</bdi>
              </TableCell>
              <TableCell align="right" sx={actionsColumn}>
                <IconButton
                  aria-label={intl.formatMessage({ id: 'admin.bookings.viewOf' }, { id: booking.id, name: booking.student.name })}
                  onClick={() => onView(booking)}
                >
                  <VisibilityIcon />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
