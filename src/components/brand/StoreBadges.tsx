import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AppleIcon from '@mui/icons-material/Apple';
import ShopIcon from '@mui/icons-material/Shop';
import { useIntl } from 'react-intl';

const STORES = [
  { href: 'https://apps.apple.com/ca/', labelId: 'home.stores.apple', Icon: AppleIcon },
  { href: 'https://play.google.com/store/apps', labelId: 'home.stores.google', Icon: ShopIcon },
] as const;

/** The app-store badges: the school's app for students and instructors. */
export function StoreBadges() {
  const intl = useIntl();
  return (
    <Box
      component="ul"
      aria-label={intl.formatMessage({ id: 'home.stores.label' })}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
    >
      {STORES.map(({ href, labelId, Icon }) => (
        <li key={href}>
          <Button
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            startIcon={<Icon />}
            sx={{ bgcolor: '#111', color: '#fff', px: 2, borderRadius: 2, '&:hover': { bgcolor: '#333' } }}
          >
            {intl.formatMessage({ id: labelId })}
          </Button>
        </li>
      ))}
    </Box>
  );
}
