import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { imageUrl } from '../../../api';
import { useGetMyApplicationQuery, useSubmitMyApplicationMutation, type InstructorApplication } from '../../../api/signedInApi';
import { ErrorNotice, LoadingText } from '../../../components/feedback/StatusMessage';
import { Notice } from '../../../components/feedback/Notice';
import { useToasts } from '../../../components/feedback/toasts';
import { PageHeading } from '../../../components/page/PageHeading';
import { failureText, fieldErrors } from '../shared/failure';
import { useUploadInstructorCarPhotoMutation } from '../shared/documentApi';
import { CHANGE_FIELDS, controlId, missingItem } from './applicationFields';
import { DocumentsSection } from './DocumentsSection';
import { FileUpload } from './FileUpload';
import { ProfileForm, profileValues, type ProfileValues } from './ProfileForm';
import type { MessageId } from '../../../i18n/messages';

const STATUS: Record<InstructorApplication['status'], { tone: 'info' | 'warning' | 'success' | 'error'; text: MessageId }> = {
  draft: { tone: 'info', text: 'instructorArea.status.draft' },
  pending: { tone: 'info', text: 'instructorArea.status.pending' },
  accepted: { tone: 'success', text: 'instructorArea.status.accepted' },
  rejected: { tone: 'warning', text: 'instructorArea.status.rejected' },
};

const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Moves the focus to the control that fixes an item (a field, a document's upload). */
function focusControl(id: string) {
  const control = document.getElementById(id);
  control?.scrollIntoView?.({ block: 'center' });
  control?.focus();
}

/** What submission still needs (or what its 422 named), each leading to its control. */
function MissingList({ items, title, messages }: { items: readonly string[]; title: string; messages?: Record<string, string[]> }) {
  const intl = useIntl();
  return (
    <Box>
      <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {items.map((item) => {
          const known = missingItem(item);
          const name = known ? intl.formatMessage({ id: known.label }) : item;
          const detail = messages?.[item]?.join(' ');
          return (
            <li key={item}>
              {known ? (
                <Link
                  href={`#${known.target}`}
                  underline="always"
                  onClick={(event) => {
                    event.preventDefault();
                    focusControl(known.target);
                  }}
                >
                  {name}
                </Link>
              ) : (
                name
              )}
              {detail ? ` — ${detail}` : null}
            </li>
          );
        })}
      </Box>
    </Box>
  );
}

/** The public profile's change: what waits for the office's review, or why the office refused it. */
function ProfileChangeNotice({ change }: { change: NonNullable<InstructorApplication['profile_change']> }) {
  const intl = useIntl();
  if (change.status === 'rejected') {
    return (
      <Notice tone="warning">
        <Typography sx={{ fontWeight: 600 }}>{intl.formatMessage({ id: 'instructorArea.change.rejected' })}</Typography>
        {change.review_reason && (
          <Typography dir="auto" sx={{ mt: 0.5 }}>
            {intl.formatMessage({ id: 'instructorArea.status.reason' }, { reason: change.review_reason })}
          </Typography>
        )}
        <Typography sx={{ mt: 0.5 }}>{intl.formatMessage({ id: 'instructorArea.change.rejectedAgain' })}</Typography>
      </Notice>
    );
  }
  return (
    <Notice tone="info">
      <Typography sx={{ fontWeight: 600 }}>{intl.formatMessage({ id: 'instructorArea.change.pending' })}</Typography>
      <Typography sx={{ mt: 0.5 }}>{intl.formatMessage({ id: 'instructorArea.change.pendingList' })}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {change.changed.map((field) => (
          <li key={field}>{intl.formatMessage({ id: CHANGE_FIELDS[field] })}</li>
        ))}
      </Box>
    </Notice>
  );
}

function CarPhoto({ application }: { application: InstructorApplication }) {
  const intl = useIntl();
  const [upload] = useUploadInstructorCarPhotoMutation();
  const name = intl.formatMessage({ id: 'instructorArea.field.carPhoto' });
  const change = application.profile_change;
  // A new photo of an approved instructor waits for the office beside the one the website shows.
  const waiting = change?.status === 'pending' && change.changed.includes('car_photo') ? change.car_image_url : null;
  const photo = (url: string, alt: string, caption?: string) => (
    <Box component="figure" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
      <Box component="img" src={imageUrl(url)} alt={alt} sx={{ width: '100%', maxWidth: 320, borderRadius: 1, border: 1, borderColor: 'divider' }} />
      {caption && (
        <Typography component="figcaption" variant="body2" color="text.secondary">
          {caption}
        </Typography>
      )}
    </Box>
  );
  return (
    <Box component="section" aria-labelledby="instructor-car-photo-title" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="instructor-car-photo-title" variant="h2" sx={{ fontSize: '1.5rem' }}>
        {name}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {application.car_image_url &&
          photo(
            application.car_image_url,
            intl.formatMessage({ id: 'instructorArea.carPhoto.alt' }),
            waiting ? intl.formatMessage({ id: 'instructorArea.carPhoto.live' }) : undefined,
          )}
        {waiting &&
          photo(waiting, intl.formatMessage({ id: 'instructorArea.carPhoto.pendingAlt' }), intl.formatMessage({ id: 'instructorArea.carPhoto.pending' }))}
      </Box>
      <FileUpload
        id={controlId('car_photo')}
        name={name}
        replacing={Boolean(application.car_image_url)}
        types={PHOTO_TYPES}
        send={(file, onProgress) => upload({ file, onProgress })}
      />
    </Box>
  );
}

function Application({ application }: { application: InstructorApplication }) {
  const intl = useIntl();
  const { enqueueSnackbar } = useToasts();
  const { refetch } = useGetMyApplicationQuery();
  const [form, setForm] = useState<{ values: ProfileValues; saved: ProfileValues; version: string }>(() => {
    const values = profileValues(application);
    return { values, saved: values, version: application.updated_at };
  });
  const [submitApplication, submitting] = useSubmitMyApplicationMutation();
  const [submitProblem, setSubmitProblem] = useState<{ text: string; fields: Record<string, string[]> } | null>(null);
  // The application read again (after an upload, a submission, or a refusal as stale) brings its
  // version: the typed values stay, and saving them is based on what was last read.
  const [lastSeen, setLastSeen] = useState(application.updated_at);
  if (lastSeen !== application.updated_at) {
    setLastSeen(application.updated_at);
    setForm((current) => ({ ...current, version: application.updated_at }));
  }

  const dirty = JSON.stringify(form.values) !== JSON.stringify(form.saved);
  const status = STATUS[application.status];
  const canSubmit = application.status === 'draft' || application.status === 'rejected';

  const reload = async () => {
    const { data } = await refetch();
    if (!data) return;
    const values = profileValues(data.data);
    setForm({ values, saved: values, version: data.data.updated_at });
  };

  const submit = async () => {
    setSubmitProblem(null);
    const result = await submitApplication();
    if ('data' in result && result.data) {
      enqueueSnackbar(intl.formatMessage({ id: 'instructorArea.submit.done' }), { variant: 'success' });
      return;
    }
    setSubmitProblem({ text: failureText(intl, result.error), fields: fieldErrors(result.error) });
  };

  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <Box>
        <Notice tone={status.tone}>
          <Typography sx={{ fontWeight: 600 }}>{intl.formatMessage({ id: status.text })}</Typography>
          {application.status === 'rejected' && application.review_reason && (
            <Typography dir="auto" sx={{ mt: 0.5 }}>
              {intl.formatMessage({ id: 'instructorArea.status.reason' }, { reason: application.review_reason })}
            </Typography>
          )}
        </Notice>
        {application.profile_change && <ProfileChangeNotice change={application.profile_change} />}
        {canSubmit && application.missing.length > 0 && (
          <MissingList items={application.missing} title={intl.formatMessage({ id: 'instructorArea.missing.title' })} />
        )}
      </Box>
      <ProfileForm
        values={form.values}
        onChange={(values) => setForm((current) => ({ ...current, values }))}
        version={form.version}
        approved={application.status === 'accepted'}
        onSaved={(saved) => {
          const values = profileValues(saved);
          setLastSeen(saved.updated_at);
          setForm({ values, saved: values, version: saved.updated_at });
        }}
        onStale={() => void refetch()}
        onReload={() => void reload()}
      />
      <Divider />
      <CarPhoto application={application} />
      <Divider />
      <DocumentsSection application={application} />
      {canSubmit && (
        <Box component="section" aria-labelledby="instructor-submit-title" sx={{ display: 'grid', gap: 1.5 }}>
          <Divider />
          <Typography id="instructor-submit-title" variant="h2" sx={{ fontSize: '1.5rem' }}>
            {intl.formatMessage({ id: 'instructorArea.submit.title' })}
          </Typography>
          <Typography color="text.secondary">
            {intl.formatMessage({ id: dirty ? 'instructorArea.submit.saveFirst' : 'instructorArea.submit.intro' })}
          </Typography>
          {submitProblem && (
            <Notice tone="error">
              <Typography>{submitProblem.text}</Typography>
              {Object.keys(submitProblem.fields).length > 0 && (
                <MissingList
                  items={Object.keys(submitProblem.fields)}
                  title={intl.formatMessage({ id: 'instructorArea.missing.title' })}
                  messages={submitProblem.fields}
                />
              )}
            </Notice>
          )}
          <Box>
            <Button variant="contained" onClick={() => void submit()} disabled={dirty || submitting.isLoading}>
              {intl.formatMessage({ id: submitting.isLoading ? 'instructorArea.submit.sending' : 'instructorArea.submit.button' })}
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}

/** /instructor: the application's state, what it still needs, the profile, the car photo and the documents, and sending it for review. */
export function ApplicationPage() {
  const intl = useIntl();
  const { data, error, isLoading, refetch } = useGetMyApplicationQuery();
  return (
    <>
      <PageHeading id="page.instructor.application.title" />
      {isLoading ? (
        <LoadingText>{intl.formatMessage({ id: 'instructorArea.loading' })}</LoadingText>
      ) : data ? (
        <Application key={data.data.id} application={data.data} />
      ) : (
        <ErrorNotice onRetry={() => void refetch()}>{failureText(intl, error)}</ErrorNotice>
      )}
    </>
  );
}
