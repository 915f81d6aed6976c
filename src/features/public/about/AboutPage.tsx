import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../../components/navigation/RouterLink';
import { paths } from '../../../config/paths';
import { PageHeading } from '../../../components/page/PageHeading';
import { StaticRegion } from '../../../components/page/StaticRegion';
import type { MessageId } from '../../../i18n/messages';
import { ContactForm } from './ContactForm';

function Section({ id, titleId, children }: { id: string; titleId: MessageId; children: ReactNode }) {
  const intl = useIntl();
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-title`} sx={{ mt: { xs: 5, md: 7 } }}>
      <Typography variant="h2" id={`${id}-title`} sx={{ mb: 2 }}>
        {intl.formatMessage({ id: titleId })}
      </Typography>
      {children}
    </Box>
  );
}

/** About, with the #partners, #ab, #tm, #ca, #pri and #contact sections. */
export function AboutPage() {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeading id="page.about.title" />
      <StaticRegion>
        <Typography color="text.secondary" sx={{ maxWidth: 720 }}>
          {t('about.intro')}
        </Typography>

        <Box component="section" id="partners" aria-labelledby="partners-title" sx={{ mt: 4 }}>
          <Paper sx={{ p: { xs: 3, md: 5 }, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            <Typography variant="h2" id="partners-title" gutterBottom>
              {t('page.about.partners.title')}
            </Typography>
            <Typography sx={{ maxWidth: 680, mb: 3 }}>{t('about.partners.text')}</Typography>
            <Button component={RouterLink} to={paths.partner.getHref()} variant="contained" color="secondary">
              {t('about.partners.more')}
            </Button>
          </Paper>
        </Box>

        <Section id="ab" titleId="page.about.ab.title">
          <Typography>{t('about.ab.text')}</Typography>
        </Section>
        <Section id="tm" titleId="page.about.tm.title">
          <Typography>{t('about.tm.text')}</Typography>
        </Section>
        <Section id="ca" titleId="page.about.ca.title">
          <Typography sx={{ mb: 1 }}>{t('about.ca.text')}</Typography>
          <Link component={RouterLink} to={paths.instructors.getHref()}>
            {t('about.ca.link')}
          </Link>
        </Section>
      </StaticRegion>

      <Section id="contact" titleId="page.about.contact.title">
        <StaticRegion>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('about.contact.text')}
          </Typography>
        </StaticRegion>
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
          <ContactForm />
          <StaticRegion>
            <Paper variant="outlined" component="address" sx={{ p: 3, fontStyle: 'normal', display: 'grid', gap: 1.5 }}>
              <Typography variant="h3" component="h3">
                {t('about.contact.details')}
              </Typography>
              <Typography>{t('footer.contact.address')}</Typography>
              <Link href={`mailto:${t('footer.contact.email')}`}>{t('footer.contact.email')}</Link>
              <Link href={`tel:${t('footer.contact.phone').replace(/[^\d+]/g, '')}`} dir="ltr" sx={{ justifySelf: 'start' }}>
                {t('footer.contact.phone')}
              </Link>
            </Paper>
          </StaticRegion>
        </Box>
      </Section>

      <Section id="pri" titleId="page.about.pri.title">
        <Typography>{t('about.pri.text')}</Typography>
      </Section>
    </Container>
  );
}
