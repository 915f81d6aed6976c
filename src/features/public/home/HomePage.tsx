import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { paths, type ServiceAnchor } from '../../../config/paths';
import { StoreBadges } from '../../../components/brand/StoreBadges';
import { AnchorLink } from '../../../components/navigation/AnchorLink';
import { useDocumentTitle } from '../../../components/page/PageHeading';
import { StaticRegion } from '../../../components/page/StaticRegion';
import type { MessageId } from '../../../i18n/messages';
import { HeroSlider } from './HeroSlider';
import { HOW_IT_WORKS_ID } from './homeConstants';
import { OffersAndReviews } from './OffersAndReviews';

const SERVICES: { anchor: ServiceAnchor; titleId: MessageId; textId: MessageId }[] = [
  { anchor: 'bde', titleId: 'nav.service.bde', textId: 'home.services.bde' },
  { anchor: 'private', titleId: 'nav.service.private', textId: 'home.services.private' },
  { anchor: 'roadtest', titleId: 'nav.service.roadtest', textId: 'home.services.roadtest' },
];

const STEPS: { titleId: MessageId; textId: MessageId }[] = [
  { titleId: 'home.how.step1.title', textId: 'home.how.step1.text' },
  { titleId: 'home.how.step2.title', textId: 'home.how.step2.text' },
  { titleId: 'home.how.step3.title', textId: 'home.how.step3.text' },
  { titleId: 'home.how.step4.title', textId: 'home.how.step4.text' },
];

/** The home page: hero, services, how it works, offers and reviews. */
export function HomePage() {
  const intl = useIntl();
  useDocumentTitle('page.home.title');
  return (
    <>
      <HeroSlider />
      <StaticRegion>
        <Container maxWidth="lg" component="section" aria-labelledby="home-services" sx={{ py: { xs: 5, md: 8 } }}>
          <Typography variant="h2" id="home-services" gutterBottom>
            {intl.formatMessage({ id: 'home.services.title' })}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
            {intl.formatMessage({ id: 'home.services.intro' })}
          </Typography>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
            {SERVICES.map(({ anchor, titleId, textId }) => {
              const title = intl.formatMessage({ id: titleId });
              return (
                <Card key={anchor} variant="outlined" component="article">
                  <CardContent>
                    <Typography variant="h3" component="h3" gutterBottom>
                      {title}
                    </Typography>
                    <Typography color="text.secondary" sx={{ mb: 2 }}>
                      {intl.formatMessage({ id: textId })}
                    </Typography>
                    <Button component={AnchorLink} to={paths.services.getHref(anchor)}>
                      {intl.formatMessage({ id: 'home.services.more' }, { service: title })}
                    </Button>
                  </CardContent>
                </Card>
              );
            })}
          </Box>
        </Container>
      </StaticRegion>

      <Box component="section" id={HOW_IT_WORKS_ID} aria-labelledby="home-how" sx={{ bgcolor: 'background.paper', py: { xs: 5, md: 8 } }}>
        <Container maxWidth="lg">
          <StaticRegion>
            <Typography variant="h2" id="home-how" sx={{ mb: 3 }}>
              {intl.formatMessage({ id: 'home.how.title' })}
            </Typography>
            <Box
              component="ol"
              sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}
            >
              {STEPS.map(({ titleId, textId }, index) => (
                <Box component="li" key={titleId}>
                  <Box
                    aria-hidden
                    sx={{
                      width: 40,
                      height: 40,
                      borderRadius: '50%',
                      bgcolor: 'secondary.main',
                      color: 'secondary.contrastText',
                      display: 'grid',
                      placeItems: 'center',
                      fontWeight: 700,
                      mb: 1.5,
                    }}
                  >
                    {index + 1}
                  </Box>
                  <Typography variant="h3" component="h3" sx={{ fontSize: '1.125rem', mb: 0.5 }}>
                    {intl.formatMessage({ id: titleId })}
                  </Typography>
                  <Typography color="text.secondary">{intl.formatMessage({ id: textId })}</Typography>
                </Box>
              ))}
            </Box>
          </StaticRegion>
          {/* The badges come with the runtime configuration, after hydration. */}
          <Box sx={{ mt: 4 }}>
            <StoreBadges />
          </Box>
        </Container>
      </Box>

      <OffersAndReviews />
    </>
  );
}
