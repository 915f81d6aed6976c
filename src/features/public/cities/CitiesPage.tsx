import { useDeferredValue, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import EmailIcon from '@mui/icons-material/Email';
import MapIcon from '@mui/icons-material/Map';
import PhoneIcon from '@mui/icons-material/Phone';
import { useIntl } from 'react-intl';
import { PLACEHOLDER_IMAGE, useListCitiesQuery, type City } from '../../../api';
import { visuallyHidden } from '../../../components/a11y/visuallyHidden';
import { EmptyText, ErrorNotice, LoadingText } from '../../../components/feedback/StatusMessage';
import { SafeImage } from '../../../components/media/SafeImage';
import { PageHeading } from '../../../components/page/PageHeading';
import { StaticRegion } from '../../../components/page/StaticRegion';
import { useDefaultCity } from '../../../components/cities/defaultCity';
import type { Locale } from '../../../i18n/locale';
import { inLanguage, langAttributes } from '../../../i18n/translated';

function CityCard({ city }: { city: City }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const name = inLanguage(locale, city.translations, 'name', city.name);
  const description = inLanguage(locale, city.translations, 'description', city.description ?? '');
  const details = inLanguage(locale, city.translations, 'details', city.details ?? '');
  const images = city.images.length > 0 ? city.images : [PLACEHOLDER_IMAGE];
  const [shown, setShown] = useState(0);
  const main = images[Math.min(shown, images.length - 1)];
  return (
    <Card variant="outlined" component="article" aria-labelledby="city-name">
      <Box sx={{ aspectRatio: '16 / 9', bgcolor: 'grey.100' }}>
        <SafeImage
          src={main}
          alt={intl.formatMessage({ id: 'cities.photo' }, { city: name.value, n: shown + 1 })}
          width={1280}
          height={720}
          // The card beside the 260 px list inside the 1200 px container, or the screen's width on a phone.
          sizes="(min-width: 1200px) 870px, (min-width: 900px) calc(100vw - 330px), calc(100vw - 32px)"
          loading="eager"
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      </Box>
      {images.length > 1 && (
        <Box sx={{ display: 'flex', gap: 1, p: 1.5, overflowX: 'auto' }}>
          {images.map((image, index) => (
            <Box
              component="button"
              type="button"
              key={`${image}-${index}`}
              aria-label={intl.formatMessage({ id: 'cities.showPhoto' }, { city: name.value, n: index + 1 })}
              aria-pressed={index === shown}
              onClick={() => setShown(index)}
              sx={{
                p: 0,
                border: 2,
                borderRadius: 1,
                cursor: 'pointer',
                flex: '0 0 auto',
                width: 88,
                height: 56,
                overflow: 'hidden',
                borderColor: index === shown ? 'primary.main' : 'transparent',
                bgcolor: 'grey.100',
              }}
            >
              <SafeImage src={image} alt="" width={88} height={56} style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
            </Box>
          ))}
        </Box>
      )}
      <StaticRegion data={city}>
        <CardContent>
          <Typography variant="h2" id="city-name" gutterBottom {...langAttributes(name.lang, locale)}>
            {name.value}
          </Typography>
          {description.value && (
            <Typography sx={{ mb: 1.5 }} {...langAttributes(description.lang, locale)}>
              {description.value}
            </Typography>
          )}
          {details.value && (
            <Typography color="text.secondary" sx={{ mb: 2, whiteSpace: 'pre-line' }} {...langAttributes(details.lang, locale)}>
              {details.value}
            </Typography>
          )}
          <Box component="dl" sx={{ display: 'grid', gap: 1, m: 0, '& dd': { m: 0 } }}>
            {city.email && (
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <EmailIcon fontSize="small" color="primary" aria-hidden />
                <Box component="dt" sx={visuallyHidden}>
                  {intl.formatMessage({ id: 'cities.email' })}
                </Box>
                <dd>
                  <Link href={`mailto:${city.email}`}>{city.email}</Link>
                </dd>
              </Box>
            )}
            {city.phone && (
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <PhoneIcon fontSize="small" color="primary" aria-hidden />
                <Box component="dt" sx={visuallyHidden}>
                  {intl.formatMessage({ id: 'cities.phone' })}
                </Box>
                <dd>
                  <Link href={`tel:${city.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                    {city.phone}
                  </Link>
                </dd>
              </Box>
            )}
          </Box>
          {city.map_link && (
            <Button href={city.map_link} target="_blank" rel="noopener noreferrer" startIcon={<MapIcon />} variant="outlined" sx={{ mt: 2 }}>
              {intl.formatMessage({ id: 'cities.map' }, { city: name.value })}
            </Button>
          )}
        </CardContent>
      </StaticRegion>
    </Card>
  );
}

/** Cities: a list of cities beside the chosen city's card. */
export function CitiesPage() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const fallback = useDefaultCity();
  // Drawn in a deferred (interruptible) render, as the services page does.
  const { data, isLoading, isError, refetch } = useDeferredValue(useListCitiesQuery());
  const cities = isError ? [fallback] : (data?.data ?? []);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = cities.find((city) => city.id === selectedId) ?? cities[0];

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeading id="page.cities.title" />
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {intl.formatMessage({ id: 'cities.intro' })}
      </Typography>
      {isLoading && <LoadingText>{intl.formatMessage({ id: 'cities.loading' })}</LoadingText>}
      {isError && <ErrorNotice onRetry={() => void refetch()}>{intl.formatMessage({ id: 'cities.loadFailed' })}</ErrorNotice>}
      {!isLoading && cities.length === 0 && <EmptyText>{intl.formatMessage({ id: 'cities.empty' })}</EmptyText>}
      {selected && (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '260px 1fr' }, alignItems: 'start' }}>
          <Box component="nav" aria-label={intl.formatMessage({ id: 'cities.list' })}>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: { xs: 'row', md: 'column' }, flexWrap: 'wrap', gap: 1 }}>
              {cities.map((city) => {
                const name = inLanguage(locale, city.translations, 'name', city.name);
                return (
                  <li key={city.id}>
                    <Button
                      fullWidth
                      variant={city.id === selected.id ? 'contained' : 'outlined'}
                      aria-current={city.id === selected.id ? 'true' : undefined}
                      onClick={() => setSelectedId(city.id)}
                      sx={{ justifyContent: 'flex-start' }}
                      {...langAttributes(name.lang, locale)}
                    >
                      {name.value}
                    </Button>
                  </li>
                );
              })}
            </Box>
          </Box>
          <CityCard key={selected.id} city={selected} />
        </Box>
      )}
    </Container>
  );
}
