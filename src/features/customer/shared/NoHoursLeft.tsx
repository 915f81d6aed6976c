import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useLocalizedPath } from '../../../components/navigation/useLocalizedPath';
import { paths } from '../../../config/paths';

/** No hours left to book: say so and lead to the packages. */
export function NoHoursLeft() {
  const intl = useIntl();
  const localize = useLocalizedPath();
  return (
    <Typography sx={{ mb: 2 }}>
      {intl.formatMessage({ id: 'lessons.noHours' })}{' '}
      <Link component={RouterLink} to={localize(paths.payment.getHref())} underline="always">
        {intl.formatMessage({ id: 'lessons.buyHours' })}
      </Link>
    </Typography>
  );
}
