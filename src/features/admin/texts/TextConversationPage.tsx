import { useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { smsSize } from '../../../contract/smsSegments';
import { useAnswerTextConversationMutation, useGetTextConversationQuery, type TextConsentRecord, type TextMessage } from '../../../api/officeApi';
import { ErrorNotice, LoadingText } from '../../../components/feedback/StatusMessage';
import { useFailureText } from '../../../components/feedback/useFailureText';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { useSubmit } from '../../../components/forms/useSubmit';
import { RouterLink } from '../../../components/navigation/RouterLink';
import { PhoneNumber } from '../../../components/phone/PhoneNumber';
import { formatDate } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';
import type { MessageId } from '../../../i18n/messages';
import { ADMIN_POLLING_MS } from '../shared/polling';
import { adminLinks } from '../screens';
import { kindLabel, LOG_STATUS } from './textLabels';

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
/** As the server counts it (answerTextConversation): characters of the trimmed text. */
const REPLY_MAX = 480;
const PREFIX = 'Drive Ontario: ';

/** The student's consent as recorded: on or off, the verified number, the opt-in's time and source, the last STOP. */
function ConsentFacts({ consent }: { consent: TextConsentRecord }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const t = (id: MessageId) => intl.formatMessage({ id });
  const when = (at: string | null) => (at ? formatDate(at, locale, WHEN) : '–');
  const facts: [MessageId, ReactNode][] = [
    ['admin.texts.consent.number', consent.phone ? <PhoneNumber value={consent.phone} /> : '–'],
    ['admin.texts.consent.verified', when(consent.verified_at)],
    ['admin.texts.consent.since', when(consent.consented_at)],
    ['admin.texts.consent.source', consent.source ? t(consent.source === 'sms' ? 'admin.texts.consent.bySms' : 'admin.texts.consent.byProfile') : '–'],
    ['admin.texts.consent.stopped', when(consent.stopped_at)],
  ];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="text-consent" sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h2" id="text-consent" sx={{ fontSize: '1.1rem' }}>
          {t('admin.texts.consent.title')}
        </Typography>
        <Chip
          size="small"
          color={consent.opted_in ? 'success' : 'default'}
          label={t(consent.opted_in ? 'admin.texts.consent.on' : 'admin.texts.consent.off')}
        />
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, '& dd': { m: 0 } }}>
        {facts.map(([labelId, value]) => (
          <Box key={labelId} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary" variant="body2">
              {t(labelId)}
            </Typography>
            <Typography component="dd" variant="body2">
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/** One text as a bubble: the school's at the end side, the student's at the start, as in a messaging app. */
function Bubble({ message }: { message: TextMessage }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const t = (id: MessageId) => intl.formatMessage({ id });
  const out = message.direction === 'out';
  const status = message.status ? LOG_STATUS[message.status] : null;
  return (
    <Box component="li" sx={{ display: 'flex', justifyContent: out ? 'flex-end' : 'flex-start' }}>
      <Paper
        variant="outlined"
        sx={{ p: 1.5, maxWidth: { xs: '88%', sm: '70%' }, bgcolor: out ? 'action.hover' : 'background.paper', borderColor: out ? 'primary.light' : 'divider' }}
      >
        <Typography variant="body2" color="text.secondary">
          {t(out ? 'admin.texts.fromSchool' : 'admin.texts.fromStudent')} · {kindLabel(message.kind, t)}
        </Typography>
        <Typography dir="auto" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {message.body || (
            <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
              {t('admin.texts.notKept')}
            </Box>
          )}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
          <Typography variant="caption" color="text.secondary">
            {formatDate(message.at, locale, WHEN)}
          </Typography>
          {status && <Chip size="small" variant="outlined" color={status.color} label={t(status.labelId)} />}
        </Box>
      </Paper>
    </Box>
  );
}

/**
 * One student's texts both ways, oldest first, with each text's delivery; their consent as recorded
 * (texts on or off, the verified number, the opt-in's time and source, the last STOP); and a box
 * to answer them, which queues the text (it leaves outside the quiet hours) and counts its segments.
 */
export function TextConversationPage() {
  const intl = useIntl();
  const failureText = useFailureText();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const id = Number(useParams().id);
  const query = useGetTextConversationQuery({ id }, { pollingInterval: ADMIN_POLLING_MS, refetchOnFocus: true, refetchOnMountOrArgChange: true });
  const [answer] = useAnswerTextConversationMutation();
  const [text, setText] = useState('');
  const trimmed = text.trim();
  const length = [...trimmed].length;
  const send = useSubmit((body: string) => answer({ id, textReplyInput: { body } }), {
    validate: () => ({
      body: trimmed === '' ? t('admin.texts.reply.empty') : length > REPLY_MAX ? t('admin.texts.reply.tooLong', { max: REPLY_MAX }) : undefined,
    }),
    successMessage: t('admin.texts.reply.queued'),
    onSuccess: () => setText(''),
  });
  const conversation = query.data?.data;
  const consent = conversation?.consent;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send.submit(trimmed);
  };
  const error = send.fieldErrors.body;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, maxWidth: 880 }}>
      <Button component={RouterLink} to={adminLinks.texts.getHref()} sx={{ justifySelf: 'start' }}>
        {t('admin.texts.back')}
      </Button>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
        {conversation ? <bdi>{conversation.student.name}</bdi> : t('admin.texts.conversation')}
      </Typography>
      {query.isLoading && <LoadingText>{t('admin.texts.loading')}</LoadingText>}
      {query.isError && <ErrorNotice onRetry={() => void query.refetch()}>{t('admin.texts.failed', { error: failureText(query.error) })}</ErrorNotice>}
      {conversation && consent && (
        <>
          <Typography color="text.secondary">
            <bdi>{conversation.student.email}</bdi>
          </Typography>
          <ConsentFacts consent={consent} />
          <Box component="section" aria-labelledby="text-thread" sx={{ display: 'grid', gap: 1 }}>
            <Typography variant="h2" id="text-thread" sx={{ fontSize: '1.1rem' }}>
              {t('admin.texts.thread')}
            </Typography>
            {conversation.messages.length === 0 ? (
              <Typography color="text.secondary">{t('admin.texts.noMessages')}</Typography>
            ) : (
              <Box component="ol" aria-labelledby="text-thread" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
                {conversation.messages.map((message, index) => (
                  <Bubble key={`${message.direction}-${message.at}-${index}`} message={message} />
                ))}
              </Box>
            )}
          </Box>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Box component="form" noValidate onSubmit={submit} aria-label={t('admin.texts.reply.title')} sx={{ display: 'grid', gap: 1 }}>
              {send.failure && <Alert severity="error">{send.failure}</Alert>}
              {!consent.opted_in && <Alert severity="info">{t(consent.stopped_at ? 'admin.texts.reply.stopped' : 'admin.texts.reply.noConsent')}</Alert>}
              <TextField
                name="body"
                label={t('admin.texts.reply.label')}
                value={text}
                onChange={(event) => {
                  setText(event.target.value);
                  send.setFieldErrors({ body: undefined });
                }}
                multiline
                minRows={3}
                error={Boolean(error)}
                helperText={error ?? t('admin.texts.reply.count', { length, max: REPLY_MAX, segments: smsSize(`${PREFIX}${trimmed}`).segments })}
                disabled={send.isSubmitting || !consent.opted_in}
                slotProps={{ htmlInput: { dir: 'auto', maxLength: 2000 } }}
                fullWidth
              />
              <Typography variant="body2" color="text.secondary">
                {t('admin.texts.reply.hint')}
              </Typography>
              <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                <SubmitButton variant="contained" disabled={send.isSubmitting || !consent.opted_in}>
                  {t(send.isSubmitting ? 'admin.texts.reply.sending' : 'admin.texts.reply.send')}
                </SubmitButton>
              </Box>
            </Box>
          </Paper>
        </>
      )}
    </Box>
  );
}
