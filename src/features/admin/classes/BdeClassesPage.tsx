import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useListBdeClassesQuery, useListBdeClassSessionsQuery, type BdeClass } from '../../../api/officeApi';
import { EmptyText, ErrorNotice, LoadingText } from '../../../components/feedback/StatusMessage';
import { useFailureText } from '../../../components/feedback/useFailureText';
import { SelectInput } from '../../../components/forms/TextInput';
import { PageHeading } from '../../../components/page/PageHeading';
import { torontoDay } from '../../../contract/torontoTime';
import { tenthsOfHours } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';
import type { MessageId } from '../../../i18n/messages';
import { inLocale } from '../../../i18n/translated';
import { classDateText } from '../shared/classDate';
import { useUrlFilters } from '../shared/urlFilters';
import { AddSessionForm } from './AddSessionForm';
import { SessionItem } from './SessionItem';

/**
 * The classroom part of the BDE courses: a class (a class date of a BDE package, kept in the URL;
 * the next one to start by default), its sessions with their attendance, and a form to schedule
 * another session.
 */
export function BdeClassesPage() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const failureText = useFailureText();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const { params, change } = useUrlFilters();
  const classes = useListBdeClassesQuery(undefined, { refetchOnMountOrArgChange: true });
  const list = classes.data?.data ?? [];
  const today = torontoDay();
  const chosen = list.find((c) => String(c.id) === params.get('class')) ?? list.find((c) => (c.second_date ?? c.first_date) >= today) ?? list.at(-1);
  const label = (c: BdeClass) =>
    `${inLocale(c.package.name, locale)} · ${classDateText(c, locale)} · ${intl.formatMessage({ id: 'admin.classes.studentCount' }, { students: c.students })}`;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageHeading id="admin.classes.title" sx={{ mb: 0 }} />
      {classes.isError && (
        <ErrorNotice onRetry={() => void classes.refetch()}>
          {intl.formatMessage({ id: 'admin.classes.loadFailed' }, { error: failureText(classes.error) })}
        </ErrorNotice>
      )}
      {classes.isLoading && <LoadingText>{t('admin.classes.loading')}</LoadingText>}
      {classes.isSuccess && list.length === 0 && <EmptyText>{t('admin.classes.empty')}</EmptyText>}
      {chosen && (
        <>
          <SelectInput
            name="class"
            label={t('admin.classes.class')}
            value={String(chosen.id)}
            onChange={(event) => change({ class: event.target.value })}
            options={list.map((c) => ({ value: String(c.id), label: label(c) }))}
            fullWidth
          />
          <Typography>{intl.formatMessage({ id: 'admin.classes.scheduledHours' }, { hours: tenthsOfHours(chosen.scheduled_minutes) })}</Typography>
          <ClassSessions bdeClass={chosen} />
          <AddSessionForm key={chosen.id} bdeClass={chosen} />
        </>
      )}
    </Box>
  );
}

function ClassSessions({ bdeClass }: { bdeClass: BdeClass }) {
  const intl = useIntl();
  const failureText = useFailureText();
  const sessions = useListBdeClassSessionsQuery({ id: bdeClass.id }, { refetchOnMountOrArgChange: true });
  const rows = sessions.data?.data ?? [];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="sessions-title" sx={{ p: 2 }}>
      <Typography variant="h2" id="sessions-title" sx={{ fontSize: '1.15rem', fontWeight: 600, mb: 1 }}>
        {intl.formatMessage({ id: 'admin.classes.sessions' })}
      </Typography>
      {sessions.isError && (
        <ErrorNotice onRetry={() => void sessions.refetch()}>
          {intl.formatMessage({ id: 'admin.classes.sessionsFailed' }, { error: failureText(sessions.error) })}
        </ErrorNotice>
      )}
      {sessions.isLoading && <LoadingText>{intl.formatMessage({ id: 'admin.classes.loading' })}</LoadingText>}
      {sessions.isSuccess && rows.length === 0 && <EmptyText>{intl.formatMessage({ id: 'admin.classes.noSessions' })}</EmptyText>}
      {rows.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {rows.map((session) => (
            <SessionItem key={session.id} session={session} />
          ))}
        </Box>
      )}
    </Paper>
  );
}
