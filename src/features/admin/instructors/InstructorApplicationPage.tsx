import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { RouterLink } from '../../../components/navigation/RouterLink';
import { type InstructorDocument } from '../../../api/signedInApi';
import { useGetAdminInstructorQuery, type AdminInstructor, type InstructorReviewInput } from '../../../api/officeApi';
import { imageUrl } from '../../../api';
import { instructorName } from '../../../api/instructorName';
import { Notice } from '../../../components/feedback/Notice';
import { ErrorNotice, LoadingText } from '../../../components/feedback/StatusMessage';
import { useFailureText } from '../../../components/feedback/useFailureText';
import { DOCUMENT_GROUPS } from '../../../components/instructors/documentGroups';
import { PageHeading } from '../../../components/page/PageHeading';
import { adminLinks } from '../screens';
import { formatDate } from '../../../i18n/format';
import { languageNames } from '../../../i18n/languageNames';
import { LOCALES, type Locale } from '../../../i18n/locale';
import type { MessageId } from '../../../i18n/messages';
import { LicenceChip } from '../shared/LicenceChip';
import { DocumentViewer } from './DocumentViewer';
import { INSTRUCTOR_STATUS } from './instructorStatus';
import { ProfileChangeReview } from './ProfileChangeReview';
import { ReviewDialog, type ReviewConflict, type ReviewSubject } from './ReviewDialog';
import { PhoneNumber } from '../../../components/phone/PhoneNumber';

const BIO_LABEL: Record<Locale, MessageId> = { en: 'admin.instructors.bioEn', fr: 'admin.instructors.bioFr', ar: 'admin.instructors.bioAr' };
const CONFLICT_TEXT: Record<ReviewSubject, Partial<Record<ReviewConflict, MessageId>>> = {
  application: { stale: 'admin.instructors.review.stale', not_submitted: 'admin.instructors.review.notSubmitted' },
  profileChange: { stale: 'admin.instructors.change.stale', no_profile_change: 'admin.instructors.change.gone' },
};

const section = { p: 2.5, display: 'grid', gap: 1.5 } as const;

/** Label–value rows of a description list. */
function Fields({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, auto) 1fr' },
        gap: { xs: 0.5, sm: 1.5 },
        '& dt': { fontWeight: 600 },
        // Addresses and names without spaces wrap rather than widen a phone's page.
        '& dd': { m: 0, minWidth: 0, overflowWrap: 'anywhere' },
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}

/** One uploaded file of a document: its name, size and date, and a view of it in the page on demand. */
function DocumentFile({ instructorId, document, label }: { instructorId: number; document: InstructorDocument; label: string }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const [open, setOpen] = useState(false);
  const viewerId = useId();
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2">
          <bdi>{document.file_name}</bdi> · {intl.formatNumber(Math.ceil(document.size_bytes / 1024), { style: 'unit', unit: 'kilobyte' })} ·{' '}
          {formatDate(document.uploaded_at, locale)}
        </Typography>
        <Button size="small" variant="outlined" aria-expanded={open} aria-controls={viewerId} onClick={() => setOpen((o) => !o)}>
          {intl.formatMessage({ id: open ? 'admin.instructors.doc.hide' : 'admin.instructors.doc.view' }, { document: label })}
        </Button>
      </Box>
      <Box id={viewerId}>{open && <DocumentViewer instructorId={instructorId} document={document} label={label} />}</Box>
    </Box>
  );
}

function Documents({ instructor }: { instructor: AdminInstructor }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const byKind = new Map(instructor.documents.map((document) => [document.kind, document]));
  const missing = DOCUMENT_GROUPS.flatMap((group) =>
    group.kinds.filter((file) => !byKind.has(file.kind)).map((file) => (file.label ? `${t(group.title)} (${t(file.label)})` : t(group.title))),
  );
  return (
    <Paper variant="outlined" component="section" aria-labelledby="application-documents" sx={section}>
      <Typography variant="h2" id="application-documents" sx={{ fontSize: '1.25rem' }}>
        {t('admin.instructors.documents')}
      </Typography>
      {missing.length > 0 && (
        <Notice tone="warning">
          {t('admin.instructors.doc.missingTitle')}
          <Box component="ul" sx={{ m: 0, mt: 0.5, ps: 3 }}>
            {missing.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </Box>
        </Notice>
      )}
      <Box component="ol" sx={{ m: 0, ps: 3, display: 'grid', gap: 2 }}>
        {DOCUMENT_GROUPS.map((group) => (
          <Box component="li" key={group.title} sx={{ display: 'grid', gap: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>{t(group.title)}</Typography>
            {group.kinds.map((file) => {
              const document = byKind.get(file.kind);
              const label = t(file.label ?? group.title);
              return (
                <Box key={file.kind} sx={{ display: 'grid', gap: 0.5 }}>
                  {file.label && <Typography variant="body2">{label}</Typography>}
                  {document ? (
                    <DocumentFile instructorId={instructor.id} document={document} label={label} />
                  ) : (
                    <Typography variant="body2" color="warning.dark">
                      {t('admin.instructors.doc.notUploaded')}
                    </Typography>
                  )}
                </Box>
              );
            })}
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/**
 * One instructor's application: the review (approve, or reject with a reason, while pending; then
 * when and why), an approved instructor's change to their public profile beside the public
 * version (approve, or reject with a reason), the profile as the applicant wrote it, and the
 * seven documents, each viewed in the page. A decision refused because what it was about changed
 * reloads it and says so.
 */
export function InstructorApplicationPage() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const failureText = useFailureText();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useGetAdminInstructorQuery({ id }, { skip: !valid, refetchOnMountOrArgChange: true });
  const [deciding, setDeciding] = useState<{ subject: ReviewSubject; decision: InstructorReviewInput['decision'] } | null>(null);
  const [conflict, setConflict] = useState<MessageId | null>(null);
  const t = (messageId: MessageId) => intl.formatMessage({ id: messageId });
  const instructor = query.data?.data;
  const decide = (subject: ReviewSubject) => (decision: InstructorReviewInput['decision']) => {
    setConflict(null);
    setDeciding({ subject, decision });
  };
  const date = (value: string | null) => (value ? formatDate(value, locale) : '–');
  /** When it was submitted; once reviewed, when, and the reason of a rejection. */
  const reviewRows = (application: AdminInstructor) => {
    const rows: [string, ReactNode][] = [[t('admin.instructors.submitted'), date(application.submitted_at)]];
    if (application.reviewed_at) rows.push([t('admin.instructors.reviewedAt'), date(application.reviewed_at)]);
    if (application.review_reason) rows.push([t('admin.instructors.reviewReason'), <span dir="auto">{application.review_reason}</span>]);
    return rows;
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Link component={RouterLink} to={adminLinks.instructors.getHref()}>
          {t('admin.instructors.backToList')}
        </Link>
      </Box>
      <PageHeading id="admin.instructors.application" sx={{ mb: 0 }} />
      {(!valid || query.isError) && (
        <ErrorNotice onRetry={valid ? () => void query.refetch() : undefined}>
          {valid ? intl.formatMessage({ id: 'admin.instructors.applicationFailed' }, { error: failureText(query.error) }) : t('admin.instructors.notFound')}
        </ErrorNotice>
      )}
      {query.isLoading && <LoadingText>{t('admin.instructors.loadingApplication')}</LoadingText>}
      {conflict && <Notice tone="warning">{t(conflict)}</Notice>}
      {instructor && (
        <>
          <Paper variant="outlined" component="section" aria-labelledby="application-review" sx={section}>
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="h2" id="application-review" sx={{ fontSize: '1.5rem' }} dir="auto">
                {instructorName(instructor)}
              </Typography>
              <Chip color={INSTRUCTOR_STATUS[instructor.status].color} label={t(INSTRUCTOR_STATUS[instructor.status].labelId)} />
            </Box>
            <Fields rows={reviewRows(instructor)} />
            {instructor.status === 'pending' && (
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button variant="contained" color="success" onClick={() => decide('application')('approve')}>
                  {t('admin.instructors.review.approve')}
                </Button>
                <Button variant="outlined" color="error" onClick={() => decide('application')('reject')}>
                  {t('admin.instructors.review.reject')}
                </Button>
              </Box>
            )}
          </Paper>

          {instructor.profile_change && <ProfileChangeReview instructor={instructor} change={instructor.profile_change} onDecide={decide('profileChange')} />}

          <Paper variant="outlined" component="section" aria-labelledby="application-profile" sx={section}>
            <Typography variant="h2" id="application-profile" sx={{ fontSize: '1.25rem' }}>
              {t('admin.instructors.profile')}
            </Typography>
            <Fields
              rows={[
                [t('admin.instructors.firstName'), <span dir="auto">{instructor.f_name}</span>],
                [t('admin.instructors.lastName'), <span dir="auto">{instructor.l_name === 'NULL' ? '–' : instructor.l_name}</span>],
                [
                  t('admin.instructors.email'),
                  <Link href={`mailto:${instructor.email}`}>
                    <bdi>{instructor.email}</bdi>
                  </Link>,
                ],
                [t('admin.instructors.phone'), instructor.phone_number ? <PhoneNumber value={instructor.phone_number} /> : '–'],
                [
                  t('admin.instructors.publicPhone'),
                  instructor.public_phone ? <PhoneNumber value={instructor.public_phone} /> : t('admin.instructors.publicPhoneNone'),
                ],
                [t('admin.instructors.birthday'), date(instructor.birthday)],
                [t('admin.instructors.languages'), instructor.languages.length > 0 ? languageNames(instructor.languages, locale) : '–'],
                ...LOCALES.map((bioLocale): [string, ReactNode] => [
                  t(BIO_LABEL[bioLocale]),
                  <Box component="span" lang={bioLocale} dir="auto" sx={{ whiteSpace: 'pre-line' }}>
                    {instructor.bio[bioLocale] || '–'}
                  </Box>,
                ]),
                [t('admin.instructors.car'), <span dir="auto">{instructor.car_make_model || '–'}</span>],
                [
                  t('admin.instructors.carPhotoLabel'),
                  instructor.car_image_url ? (
                    <Box
                      component="img"
                      src={imageUrl(instructor.car_image_url)}
                      alt={intl.formatMessage({ id: 'admin.instructors.carPhoto' }, { name: instructorName(instructor) })}
                      sx={{ maxWidth: 320, width: '100%', borderRadius: 1 }}
                    />
                  ) : (
                    '–'
                  ),
                ],
                [t('admin.instructors.licenceNumber'), <bdi>{instructor.licence_number || '–'}</bdi>],
                [
                  t('admin.instructors.licenceExpiry'),
                  <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    {date(instructor.licence_expires_on)}
                    <LicenceChip state={instructor.licence_state} />
                  </Box>,
                ],
              ]}
            />
          </Paper>

          <Documents instructor={instructor} />

          {deciding && (
            <ReviewDialog
              instructor={instructor}
              subject={deciding.subject}
              version={deciding.subject === 'application' ? instructor.updated_at : (instructor.profile_change?.updated_at ?? instructor.updated_at)}
              decision={deciding.decision}
              onConflict={(code) => {
                setDeciding(null);
                setConflict(CONFLICT_TEXT[deciding.subject][code] ?? null);
                void query.refetch();
              }}
              onClose={() => setDeciding(null)}
            />
          )}
        </>
      )}
    </Box>
  );
}
