import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
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
import { RouterLink } from '../../../components/navigation/RouterLink';
import { useListAdminInstructorsQuery, type AdminInstructor } from '../../../api/officeApi';
import { instructorName } from '../../../api/instructorName';
import { EmptyText, ErrorNotice, LoadingText } from '../../../components/feedback/StatusMessage';
import { useFailureText } from '../../../components/feedback/useFailureText';
import { PageHeading } from '../../../components/page/PageHeading';
import { adminLinks } from '../screens';
import { formatDate } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';
import type { MessageId } from '../../../i18n/messages';
import { LicenceChip } from '../shared/LicenceChip';
import { useTypedSearch, useUrlFilters } from '../shared/urlFilters';
import { INSTRUCTOR_STATUS, LISTED_STATUSES, SEARCH_MAX, instructorFilterFromParams } from './instructorStatus';
import { PhoneNumber } from '../../../components/phone/PhoneNumber';

const TAB_LABEL: Record<(typeof LISTED_STATUSES)[number], MessageId> = {
  pending: 'admin.instructors.tab.pending',
  accepted: 'admin.instructors.tab.accepted',
  rejected: 'admin.instructors.tab.rejected',
};

/**
 * The instructors and applicants: by status (to review, approved, rejected), those whose licence
 * needs attention, those whose profile change waits for review (also marked on their row), a
 * search by name, email or phone, all kept in the URL so reload and back keep them; each links
 * to the application.
 */
export function InstructorListPage() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const failureText = useFailureText();
  const { params, change } = useUrlFilters();
  const filter = instructorFilterFromParams(params);
  const search = filter.search ?? '';
  const t = (id: MessageId) => intl.formatMessage({ id });

  const [typed, setTyped] = useTypedSearch(search, (text) => change({ search: text || null }));

  const query = useListAdminInstructorsQuery(filter, { refetchOnFocus: true, refetchOnMountOrArgChange: true });
  const rows = query.data?.data ?? [];
  // A table on wide screens; one card per instructor on a phone, where six columns cannot fit.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));

  const name = (instructor: AdminInstructor) => (
    <Link component={RouterLink} to={adminLinks.instructor.getHref(instructor.id)} dir="auto">
      {instructorName(instructor)}
    </Link>
  );
  const email = (instructor: AdminInstructor) => (
    <Link href={`mailto:${instructor.email}`}>
      <bdi>{instructor.email}</bdi>
    </Link>
  );
  const status = (instructor: AdminInstructor) => {
    const { color, labelId } = INSTRUCTOR_STATUS[instructor.status];
    return (
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
        <Chip size="small" color={color} label={t(labelId)} />
        {instructor.profile_change?.status === 'pending' && (
          <Chip size="small" color="warning" variant="outlined" label={t('admin.instructors.change.badge')} />
        )}
      </Box>
    );
  };
  const submitted = (instructor: AdminInstructor) => (instructor.submitted_at ? formatDate(instructor.submitted_at, locale) : '–');
  const licence = (instructor: AdminInstructor) => (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <span>{instructor.licence_expires_on ? formatDate(instructor.licence_expires_on, locale) : '–'}</span>
      <LicenceChip state={instructor.licence_state} />
    </Box>
  );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeading id="admin.instructors.title" sx={{ mb: 0 }} />
      <Tabs
        value={filter.status ?? ''}
        onChange={(_, value: string) => change({ status: value || null })}
        aria-label={t('admin.instructors.statusLabel')}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        <Tab value="" label={t('admin.instructors.tab.all')} />
        {LISTED_STATUSES.map((status) => (
          <Tab key={status} value={status} label={t(TAB_LABEL[status])} />
        ))}
      </Tabs>
      <Paper
        variant="outlined"
        component="section"
        aria-label={t('admin.instructors.filters')}
        sx={{ p: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <TextField
          size="small"
          type="search"
          name="search"
          label={t('admin.instructors.search')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          slotProps={{ htmlInput: { maxLength: SEARCH_MAX } }}
          sx={{ minWidth: 260 }}
        />
        <FormControlLabel
          control={<Switch checked={filter.licence === 'attention'} onChange={(_, on) => change({ licence: on ? 'attention' : null })} />}
          label={t('admin.instructors.licenceAttention')}
        />
        <FormControlLabel
          control={<Switch checked={filter.profileChange === 'pending'} onChange={(_, on) => change({ profile_change: on ? 'pending' : null })} />}
          label={t('admin.instructors.change.filter')}
        />
      </Paper>

      {query.isError && (
        <ErrorNotice onRetry={() => void query.refetch()}>
          {intl.formatMessage({ id: 'admin.instructors.loadFailed' }, { error: failureText(query.error) })}
        </ErrorNotice>
      )}
      {query.isLoading && <LoadingText>{t('admin.instructors.loading')}</LoadingText>}
      {!query.isLoading && !query.isError && rows.length === 0 && <EmptyText>{t('admin.instructors.empty')}</EmptyText>}
      {rows.length > 0 && phone && (
        <Box component="section" aria-label={t('admin.instructors.title')} sx={{ display: 'grid', gap: 1.5 }}>
          {rows.map((instructor) => (
            <Paper
              key={instructor.id}
              variant="outlined"
              component="article"
              aria-label={instructorName(instructor)}
              sx={{ p: 1.5, display: 'grid', gap: 0.5 }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                <Typography sx={{ fontWeight: 600, minWidth: 0 }}>{name(instructor)}</Typography>
                {status(instructor)}
              </Box>
              {/* Each on its own line and isolated, so an email and a phone number never interleave in Arabic. */}
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {email(instructor)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                <PhoneNumber value={instructor.phone_number} />
              </Typography>
              <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5, alignItems: 'center' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {t('admin.instructors.submitted')}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {submitted(instructor)}
                </Typography>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {t('admin.instructors.licenceExpiry')}
                </Typography>
                <Box component="dd" sx={{ m: 0 }}>
                  {licence(instructor)}
                </Box>
              </Box>
            </Paper>
          ))}
        </Box>
      )}
      {rows.length > 0 && !phone && (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label={t('admin.instructors.title')} sx={{ minWidth: 860 }}>
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t('admin.instructors.name')}</TableCell>
                <TableCell scope="col">{t('admin.instructors.email')}</TableCell>
                <TableCell scope="col">{t('admin.instructors.phone')}</TableCell>
                <TableCell scope="col">{t('admin.instructors.statusLabel')}</TableCell>
                <TableCell scope="col">{t('admin.instructors.submitted')}</TableCell>
                <TableCell scope="col">{t('admin.instructors.licenceExpiry')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((instructor) => (
                <TableRow key={instructor.id} hover>
                  <TableCell component="th" scope="row">
                    {name(instructor)}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{email(instructor)}</TableCell>
                  <TableCell>
                    <PhoneNumber value={instructor.phone_number} />
                  </TableCell>
                  <TableCell>{status(instructor)}</TableCell>
                  <TableCell>{submitted(instructor)}</TableCell>
                  <TableCell>{licence(instructor)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
