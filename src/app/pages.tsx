import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { RouterLink } from '../components/navigation/RouterLink';
import { useEffect } from 'react';
import { PageHeading } from '../components/page/PageHeading';
import { paths } from '../config/paths';

/** Any URL no route knows. */
export function NotFoundPage() {
  const intl = useIntl();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <PageHeading id="page.notFound.title" />
      <Typography sx={{ mb: 4 }} color="text.secondary">
        {intl.formatMessage({ id: 'page.notFound.body' })}
      </Typography>
      <Button component={RouterLink} to={paths.home.getHref()} variant="contained">
        {intl.formatMessage({ id: 'page.notFound.home' })}
      </Button>
    </Container>
  );
}

/**
 * A screen that threw, or whose code failed to download (typically after a new deployment):
 * say so and offer a reload, which fetches the current bundle.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  const intl = useIntl();
  useEffect(() => {
    console.error('Route error', error);
  }, [error]);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <PageHeading id="page.error.title" />
      <Typography sx={{ mb: 4 }} color="text.secondary">
        {intl.formatMessage({ id: 'page.error.body' })}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {intl.formatMessage({ id: 'page.error.reload' })}
      </Button>
    </Container>
  );
}
