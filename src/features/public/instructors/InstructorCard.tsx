import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { PLACEHOLDER_IMAGE, type Instructor } from '../../../api';
import { instructorName } from '../../../api/instructorName';
import { languageNames } from '../../../i18n/languageNames';
import type { Locale } from '../../../i18n/locale';
import { SafeImage } from '../../../components/media/SafeImage';
import { StaticRegion } from '../../../components/page/StaticRegion';
import { InstructorSchedule } from './InstructorSchedule';
import { AnchorLink } from '../../../components/navigation/AnchorLink';
import { paths } from '../../../config/paths';
import { northAmericanPhoneText } from '../../../i18n/northAmericanPhone';

/*
 * Links inside a sentence are underlined: their colour alone is too close to the text's to tell
 * them apart (contrast under 3:1).
 */

/** A phone number, dialled on a tap; it reads left to right in every language. */
const phoneLink = (phone: string) => (
  <Link key="phone" href={`tel:${phone.replace(/[^\d+]/g, '')}`} dir="ltr" underline="always" sx={{ whiteSpace: 'nowrap' }}>
    {northAmericanPhoneText(phone)}
  </Link>
);

/**
 * How a visitor reaches the instructor: the business phone they chose to publish, otherwise the
 * school (its phone and contact form). Their sign-in email and own phone are never public.
 */
function Contact({ instructor, name }: { instructor: Instructor; name: string }) {
  const intl = useIntl();
  if (instructor.public_phone)
    return <Typography>{intl.formatMessage({ id: 'instructors.publicPhone' }, { phone: phoneLink(instructor.public_phone) })}</Typography>;
  return (
    <Typography color="text.secondary">
      {intl.formatMessage(
        { id: 'instructors.contactSchool' },
        {
          name,
          phone: phoneLink(intl.formatMessage({ id: 'footer.contact.phone' })),
          link: (chunks) => (
            <Link key="form" component={AnchorLink} to={paths.about.getHref('contact')} underline="always">
              {chunks}
            </Link>
          ),
        },
      )}
    </Typography>
  );
}

/**
 * The card's texts. A component of its own, so that a kept region costs nothing while the page
 * hydrates: naming the languages builds Intl's display names, tens of milliseconds on a phone.
 */
function CardText({ instructor, name }: { instructor: Instructor; name: string }) {
  const intl = useIntl();
  return (
    <>
      <Typography variant="h3" component="h3" gutterBottom>
        {name}
      </Typography>
      {instructor.languages.length > 0 && (
        <Typography color="text.secondary" gutterBottom>
          {intl.formatMessage({ id: 'instructors.speaks' }, { languages: languageNames(instructor.languages, intl.locale as Locale) })}
        </Typography>
      )}
      {instructor.bio && (
        <Typography dir="auto" sx={{ whiteSpace: 'pre-line', mb: 1 }}>
          {instructor.bio}
        </Typography>
      )}
      {instructor.car_make_model && (
        <Typography gutterBottom>{intl.formatMessage({ id: 'instructors.carModel' }, { car: <bdi key="car">{instructor.car_make_model}</bdi> })}</Typography>
      )}
      <Contact instructor={instructor} name={name} />
    </>
  );
}

export function InstructorCard({ instructor }: { instructor: Instructor }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const scheduleId = useId();
  const name = instructorName(instructor);
  return (
    <Card component="article" variant="outlined" aria-label={name} sx={{ height: '100%' }}>
      <StaticRegion data={instructor}>
        <Box sx={{ aspectRatio: '4 / 3', bgcolor: 'grey.100' }}>
          <SafeImage
            src={instructor.car_image_url ?? PLACEHOLDER_IMAGE}
            alt={intl.formatMessage({ id: 'instructors.carPhoto' }, { name })}
            width={400}
            height={300}
            // Three columns from 1200 px (lg), two from 600 px (sm), one below.
            sizes="(min-width: 1200px) 370px, (min-width: 600px) calc(50vw - 44px), calc(100vw - 32px)"
            style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        </Box>
      </StaticRegion>
      <CardContent>
        <StaticRegion data={instructor}>
          <CardText instructor={instructor} name={name} />
        </StaticRegion>
        <Button variant="outlined" sx={{ mt: 2 }} aria-expanded={open} aria-controls={scheduleId} onClick={() => setOpen((o) => !o)}>
          {intl.formatMessage({ id: open ? 'instructors.hideSchedule' : 'instructors.viewSchedule' })}
        </Button>
        <Box id={scheduleId} sx={{ mt: 1, overflowX: 'auto' }}>
          {open && <InstructorSchedule id={instructor.id} name={name} />}
        </Box>
      </CardContent>
    </Card>
  );
}
