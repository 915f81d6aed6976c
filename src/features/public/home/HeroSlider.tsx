import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../../components/navigation/RouterLink';
import { paths } from '../../../config/paths';
import { AnchorLink } from '../../../components/navigation/AnchorLink';
import { StaticRegion } from '../../../components/page/StaticRegion';
import { AVERAGE_RATING, HAPPY_CUSTOMERS, HERO_ROTATION_MS, HOW_IT_WORKS_ID, STAT_ANIMATION_MS } from './homeConstants';
import { RollingFigure } from './RollingFigure';

const SLIDES = 2;

function Stats() {
  const intl = useIntl();
  return (
    <Box component="dl" sx={{ display: 'flex', gap: { xs: 3, md: 5 }, m: 0, mt: 4, '& dd': { m: 0 } }}>
      <div>
        <Box component="dd" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, fontWeight: 800 }}>
          <RollingFigure figure={intl.formatNumber(HAPPY_CUSTOMERS)} suffix="+" durationMs={STAT_ANIMATION_MS} />
        </Box>
        <Box component="dt" sx={{ opacity: 0.9 }}>
          {intl.formatMessage({ id: 'home.stats.customers' })}
        </Box>
      </div>
      <div>
        <Box component="dd" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, fontWeight: 800 }}>
          <RollingFigure
            figure={intl.formatNumber(AVERAGE_RATING, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
            suffix="/5"
            durationMs={STAT_ANIMATION_MS}
          />
        </Box>
        <Box component="dt" sx={{ opacity: 0.9 }}>
          {intl.formatMessage({ id: 'home.stats.rating' })}
        </Box>
      </div>
    </Box>
  );
}

/**
 * The two hero slides, alternating every 7 s. The rotation stops while the
 * pointer or focus is inside, and for good with the pause button (WCAG 2.2.2).
 */
export function HeroSlider() {
  const intl = useIntl();
  const [slide, setSlide] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (paused || held) return undefined;
    const timer = setInterval(() => setSlide((s) => (s + 1) % SLIDES), HERO_ROTATION_MS);
    return () => clearInterval(timer);
  }, [paused, held]);

  const enroll = (
    <Button component={RouterLink} to={paths.payment.getHref()} variant="contained" color="secondary" size="large">
      {intl.formatMessage({ id: 'home.hero.enroll' })}
    </Button>
  );

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={intl.formatMessage({ id: 'home.hero.region' })}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText', backgroundImage: 'linear-gradient(135deg, #072a66 0%, #0b3d91 60%, #1d5bbf 100%)' }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 }, minHeight: { xs: 440, md: 420 } }}>
        <Box
          role="group"
          aria-roledescription="slide"
          aria-label={intl.formatMessage({ id: 'home.hero.slideLabel' }, { n: slide + 1, total: SLIDES })}
          aria-live={paused ? 'polite' : 'off'}
        >
          {slide === 0 ? (
            <>
              <Typography variant="h1" component="h1" sx={{ maxWidth: 760 }}>
                {intl.formatMessage({ id: 'home.hero1.title' })}
              </Typography>
              <Typography sx={{ mt: 2, maxWidth: 640, fontSize: '1.125rem', opacity: 0.95 }}>{intl.formatMessage({ id: 'home.hero1.text' })}</Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 4 }}>
                {enroll}
                <Button component={AnchorLink} to={`${paths.home.getHref()}#${HOW_IT_WORKS_ID}`} variant="outlined" color="inherit" size="large">
                  {intl.formatMessage({ id: 'home.hero1.how' })}
                </Button>
              </Box>
              {/* Kept as prerendered while the page hydrates: its figures roll by CSS from the HTML,
                  and formatting them would build the page's first number formatter at start-up. */}
              <StaticRegion>
                <Stats />
              </StaticRegion>
            </>
          ) : (
            <>
              <Typography variant="h1" component="h1" sx={{ maxWidth: 760 }}>
                {intl.formatMessage({ id: 'home.hero2.title' })}
              </Typography>
              <Typography sx={{ mt: 2, maxWidth: 640, fontSize: '1.125rem', opacity: 0.95 }}>{intl.formatMessage({ id: 'home.hero2.subtitle' })}</Typography>
              <Box sx={{ mt: 4 }}>{enroll}</Box>
            </>
          )}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 4 }}>
          <IconButton
            color="inherit"
            onClick={() => setPaused((p) => !p)}
            aria-label={intl.formatMessage({ id: paused ? 'home.hero.play' : 'home.hero.pause' })}
          >
            {paused ? <PlayArrowIcon /> : <PauseIcon />}
          </IconButton>
          {Array.from({ length: SLIDES }, (_, index) => (
            <IconButton
              key={index}
              color="inherit"
              aria-label={intl.formatMessage({ id: 'home.hero.show' }, { n: index + 1 })}
              aria-current={index === slide ? 'true' : undefined}
              onClick={() => setSlide(index)}
            >
              <Box
                component="span"
                sx={{
                  width: 12,
                  height: 12,
                  borderRadius: '50%',
                  border: 2,
                  borderColor: 'currentColor',
                  bgcolor: index === slide ? 'currentColor' : 'transparent',
                }}
              />
            </IconButton>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
