import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useListTextConversationsQuery, type TextConversation } from '../../../api/officeApi';
import { EmptyText, ErrorNotice, LoadingText } from '../../../components/feedback/StatusMessage';
import { useFailureText } from '../../../components/feedback/useFailureText';
import { RouterLink } from '../../../components/navigation/RouterLink';
import { PhoneNumber } from '../../../components/phone/PhoneNumber';
import { formatDate } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';
import type { MessageId } from '../../../i18n/messages';
import { ADMIN_POLLING_MS } from '../shared/polling';
import { adminLinks } from '../screens';
import { kindLabel } from './textLabels';

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** One line per sender, latest first: who, their last text and what it was taken as, and how many wait for the office's answer. */
export function ConversationList() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const failureText = useFailureText();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  // Texts arrive from Twilio, which the live stream does not carry: polled like the dashboard.
  const query = useListTextConversationsQuery(undefined, { pollingInterval: ADMIN_POLLING_MS, refetchOnFocus: true, refetchOnMountOrArgChange: true });
  const lines = query.data?.data;
  const who = (line: TextConversation) =>
    line.student ? (
      <Link component={RouterLink} to={adminLinks.textConversation.getHref(line.student.id)} dir="auto">
        {line.student.name}
      </Link>
    ) : (
      <span>{t('admin.texts.unknownSender')}</span>
    );

  return (
    <>
      {query.isLoading && <LoadingText>{t('admin.texts.loading')}</LoadingText>}
      {query.isError && <ErrorNotice onRetry={() => void query.refetch()}>{t('admin.texts.failed', { error: failureText(query.error) })}</ErrorNotice>}
      {lines && lines.length === 0 && <EmptyText>{t('admin.texts.empty')}</EmptyText>}
      {lines && lines.length > 0 && (
        <Paper variant="outlined">
          <List disablePadding aria-label={t('admin.texts.conversations')}>
            {lines.map((line) => (
              <ListItem key={line.student ? `u${line.student.id}` : `p${line.phone}`} divider alignItems="flex-start" sx={{ gap: 2, flexWrap: 'wrap' }}>
                <ListItemText
                  sx={{ minWidth: 0, flex: '1 1 16rem' }}
                  primary={
                    <>
                      {who(line)} · <PhoneNumber value={line.phone} />
                    </>
                  }
                  secondary={
                    <>
                      <Typography component="span" dir="auto" sx={{ display: 'block', color: 'text.primary', overflowWrap: 'anywhere' }}>
                        {line.last_body}
                      </Typography>
                      {/* A translated label keeps the line's direction: "STOP: …" in Arabic starts at the right. */}
                      <span>{kindLabel(line.last_handled_as, t)}</span> · <bdi>{formatDate(line.last_at, locale, WHEN)}</bdi>
                    </>
                  }
                />
                {line.unknown_count > 0 && <Chip size="small" color="warning" label={t('admin.texts.unanswered', { count: line.unknown_count })} />}
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </>
  );
}
