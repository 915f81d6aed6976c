import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../../components/navigation/RouterLink';
import { paths } from '../../../config/paths';

/** Not enough hours left to book (none, or fewer than the lesson chosen needs): say so and lead to the packages. */
export function NoHoursLeft({ none = true }: { none?: boolean }) {
  const intl = useIntl();
  return (
    <Typography sx={{ mb: 2 }}>
      {intl.formatMessage({ id: none ? 'lessons.noHours' : 'lessons.conflict.noHours' })}{' '}
      <Link component={RouterLink} to={paths.payment.getHref()} underline="always">
        {intl.formatMessage({ id: 'lessons.buyHours' })}
      </Link>
    </Typography>
  );
}
