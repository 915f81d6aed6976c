import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { InstructorProfileChangeField } from '../../../api/signedInApi';
import type { AdminInstructor, InstructorReviewInput } from '../../../api/officeApi';
import { imageUrl } from '../../../api';
import { instructorName } from '../../../api/instructorName';
import { Notice } from '../../../components/feedback/Notice';
import { formatDate } from '../../../i18n/format';
import { languageNames } from '../../../i18n/languageNames';
import { LOCALES, type Locale } from '../../../i18n/locale';
import type { MessageId } from '../../../i18n/messages';
import { PhoneNumber } from '../../../components/phone/PhoneNumber';

type ProfileChange = NonNullable<AdminInstructor['profile_change']>;
/** The public profile's fields, as the public version and the change both have them. */
type PublicFields = Pick<ProfileChange, 'f_name' | 'l_name' | 'languages' | 'bio' | 'car_make_model' | 'public_phone' | 'car_image_url'>;

const BIO_LABEL: Record<Locale, MessageId> = { en: 'admin.instructors.bioEn', fr: 'admin.instructors.bioFr', ar: 'admin.instructors.bioAr' };
const FIELD_LABEL: Record<Exclude<InstructorProfileChangeField, 'bio'>, MessageId> = {
  f_name: 'admin.instructors.firstName',
  l_name: 'admin.instructors.lastName',
  languages: 'admin.instructors.languages',
  car_make_model: 'admin.instructors.car',
  public_phone: 'admin.instructors.publicPhone',
  car_photo: 'admin.instructors.carPhotoLabel',
};

interface ProfileChangeReviewProps {
  instructor: AdminInstructor;
  change: ProfileChange;
  onDecide: (decision: InstructorReviewInput['decision']) => void;
}

/**
 * An approved instructor's change to their public profile: each changed field as the website
 * shows it and as proposed (the car photo before and after), with approve and reject; or, once
 * refused, when and why.
 */
export function ProfileChangeReview({ instructor, change, onDecide }: ProfileChangeReviewProps) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const t = (id: MessageId) => intl.formatMessage({ id });
  const name = instructorName(instructor);

  if (change.status === 'rejected') {
    return (
      <Notice tone="info">
        <span dir="auto">
          {intl.formatMessage(
            { id: 'admin.instructors.change.rejectedNote' },
            { date: change.reviewed_at ? formatDate(change.reviewed_at, locale) : '–', reason: change.review_reason ?? '' },
          )}
        </span>
      </Notice>
    );
  }

  const text = (value: string) => (value ? <span dir="auto">{value}</span> : t('admin.instructors.change.empty'));
  const photo = (profile: PublicFields, alt: MessageId) =>
    profile.car_image_url ? (
      <Box
        component="img"
        src={imageUrl(profile.car_image_url)}
        alt={intl.formatMessage({ id: alt }, { name })}
        sx={{ maxWidth: 240, width: '100%', borderRadius: 1, display: 'block' }}
      />
    ) : (
      t('admin.instructors.change.empty')
    );
  /** The rows of one changed field: its label, then its value on the website and as proposed. */
  const rows = (field: InstructorProfileChangeField): [string, string, ReactNode, ReactNode][] => {
    switch (field) {
      case 'bio':
        return LOCALES.filter((lang) => instructor.bio[lang] !== change.bio[lang]).map((lang) => {
          const bio = (value: string) => (
            <Box component="span" lang={lang} dir="auto" sx={{ whiteSpace: 'pre-line' }}>
              {value || t('admin.instructors.change.empty')}
            </Box>
          );
          return [`bio-${lang}`, t(BIO_LABEL[lang]), bio(instructor.bio[lang]), bio(change.bio[lang])];
        });
      case 'languages': {
        const named = (profile: PublicFields) =>
          profile.languages.length > 0 ? languageNames(profile.languages, locale) : t('admin.instructors.change.empty');
        return [[field, t(FIELD_LABEL[field]), named(instructor), named(change)]];
      }
      case 'public_phone': {
        const phone = (profile: PublicFields) => (profile.public_phone ? <PhoneNumber value={profile.public_phone} /> : t('admin.instructors.publicPhoneNone'));
        return [[field, t(FIELD_LABEL[field]), phone(instructor), phone(change)]];
      }
      case 'car_photo':
        return [
          [field, t(FIELD_LABEL[field]), photo(instructor, 'admin.instructors.change.photoBefore'), photo(change, 'admin.instructors.change.photoAfter')],
        ];
      default:
        return [[field, t(FIELD_LABEL[field]), text(instructor[field]), text(change[field])]];
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="application-profile-change" sx={{ p: 2.5, display: 'grid', gap: 1.5 }}>
      <Typography variant="h2" id="application-profile-change" sx={{ fontSize: '1.25rem' }}>
        {t('admin.instructors.change.title')}
      </Typography>
      <Typography>{intl.formatMessage({ id: 'admin.instructors.change.intro' }, { name, date: formatDate(change.submitted_at, locale) })}</Typography>
      <TableContainer>
        <Table size="small" aria-labelledby="application-profile-change">
          <TableHead>
            <TableRow>
              <TableCell scope="col">{t('admin.instructors.change.field')}</TableCell>
              <TableCell scope="col">{t('admin.instructors.change.before')}</TableCell>
              <TableCell scope="col">{t('admin.instructors.change.after')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {change.changed.flatMap(rows).map(([key, label, before, after]) => (
              <TableRow key={key}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  {label}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{before}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{after}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" color="success" onClick={() => onDecide('approve')}>
          {t('admin.instructors.change.approve')}
        </Button>
        <Button variant="outlined" color="error" onClick={() => onDecide('reject')}>
          {t('admin.instructors.change.reject')}
        </Button>
      </Box>
    </Paper>
  );
}
