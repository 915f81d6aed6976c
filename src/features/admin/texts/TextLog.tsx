import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
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
import { useListTextLogQuery } from '../../../api/officeApi';
import { EmptyText, ErrorNotice, LoadingText } from '../../../components/feedback/StatusMessage';
import { useFailureText } from '../../../components/feedback/useFailureText';
import { SelectInput } from '../../../components/forms/TextInput';
import { RouterLink } from '../../../components/navigation/RouterLink';
import { PhoneNumber } from '../../../components/phone/PhoneNumber';
import { formatDate } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';
import type { MessageId } from '../../../i18n/messages';
import { ListPagination } from '../shared/ListPagination';
import { ADMIN_POLLING_MS } from '../shared/polling';
import { useUrlFilters } from '../shared/urlFilters';
import { adminLinks } from '../screens';
import { kindLabel, LOG_STATUS, LOG_STATUSES } from './textLabels';

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/*
 * On a phone each text is a card of its cells one under another (four columns would leave the text
 * itself a sliver); the header row, whose names the cells' contents make plain there, is not drawn.
 */
const PHONE_CARDS = {
  '& thead': { display: { xs: 'none', sm: 'table-header-group' } },
  '& tbody tr': {
    display: { xs: 'grid', sm: 'table-row' },
    gap: 0.5,
    py: { xs: 1.5, sm: 0 },
    px: { xs: 2, sm: 0 },
    borderBottom: { xs: 1, sm: 0 },
    borderColor: 'divider',
  },
  '& tbody td, & tbody th': { display: { xs: 'block', sm: 'table-cell' }, borderBottom: { xs: 0 }, p: { xs: 0 }, minWidth: { xs: 0 } },
} as const;

/** Every text both ways, newest first, 50 a page, filtered by status (kept in the URL), with Twilio's status and error code. */
export function TextLog() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const failureText = useFailureText();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { params, change } = useUrlFilters();
  const status = LOG_STATUSES.find((s) => s === params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useListTextLogQuery({ status, page }, { pollingInterval: ADMIN_POLLING_MS, refetchOnFocus: true });
  const entries = query.data?.data;
  const meta = query.data?.meta;

  return (
    <>
      <Box sx={{ maxWidth: { sm: 320 } }}>
        <SelectInput
          name="status"
          label={t('admin.texts.filterStatus')}
          value={status ?? ''}
          onChange={(event) => change({ status: event.target.value, page: null })}
          options={[{ value: '', label: t('admin.texts.allStatuses') }, ...LOG_STATUSES.map((s) => ({ value: s, label: t(LOG_STATUS[s].labelId) }))]}
          fullWidth
        />
      </Box>
      {query.isLoading && <LoadingText>{t('admin.texts.loading')}</LoadingText>}
      {query.isError && <ErrorNotice onRetry={() => void query.refetch()}>{t('admin.texts.failed', { error: failureText(query.error) })}</ErrorNotice>}
      {entries && entries.length === 0 && <EmptyText>{t('admin.texts.logEmpty')}</EmptyText>}
      {entries && entries.length > 0 && (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label={t('admin.texts.log')} size="small" sx={PHONE_CARDS}>
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t('admin.texts.when')}</TableCell>
                <TableCell scope="col">{t('admin.texts.student')}</TableCell>
                <TableCell scope="col">{t('admin.texts.message')}</TableCell>
                <TableCell scope="col">{t('admin.texts.statusLabel')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Box>{formatDate(entry.at, locale, WHEN)}</Box>
                    <Typography variant="body2" color="text.secondary">
                      {t(entry.direction === 'in' ? 'admin.texts.in' : 'admin.texts.out')}
                    </Typography>
                  </TableCell>
                  <TableCell component="th" scope="row">
                    {entry.student ? (
                      <Link component={RouterLink} to={adminLinks.textConversation.getHref(entry.student.id)} dir="auto">
                        {entry.student.name}
                      </Link>
                    ) : (
                      t('admin.texts.unknownSender')
                    )}
                    <Typography variant="body2" color="text.secondary">
                      <PhoneNumber value={entry.phone} />
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ minWidth: 200 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {kindLabel(entry.kind, t)}
                      {entry.segments !== null && ` · ${t('admin.texts.segments', { count: entry.segments })}`}
                    </Typography>
                    <Typography variant="body2" dir="auto" sx={{ overflowWrap: 'anywhere' }}>
                      {entry.body || t('admin.texts.notKept')}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <Chip size="small" variant="outlined" color={LOG_STATUS[entry.status].color} label={t(LOG_STATUS[entry.status].labelId)} />
                    {(entry.provider_status || entry.error_code) && (
                      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                        <bdi dir="ltr">{['Twilio', entry.provider_status, entry.error_code].filter(Boolean).join(' · ')}</bdi>
                      </Typography>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {meta && meta.last_page > 1 && (
        <ListPagination
          aria-label={t('admin.texts.pages')}
          count={meta.last_page}
          page={meta.current_page}
          onChange={(_, next) => change({ page: next > 1 ? String(next) : null })}
          sx={{ justifySelf: 'center' }}
        />
      )}
    </>
  );
}
