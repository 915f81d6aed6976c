import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AppleIcon from '@mui/icons-material/Apple';
import ShopIcon from '@mui/icons-material/Shop';
import { useIntl } from 'react-intl';
import { runtimeConfig } from '../../api';
import { useHydrated } from '../page/useHydrated';

const STORES = [
  { link: 'appStore', labelId: 'home.stores.apple', Icon: AppleIcon },
  { link: 'googlePlay', labelId: 'home.stores.google', Icon: ShopIcon },
] as const;

/**
 * The app-store badges: the school's app for students and instructors, each linking to the app's
 * page the office set in its settings; a store without one shows no badge. The links come with the
 * runtime configuration, which the prerendered page did not have: they appear once it is hydrated.
 */
export function StoreBadges() {
  const intl = useIntl();
  const links = useHydrated() ? runtimeConfig().storeLinks : null;
  const stores = STORES.flatMap((store) => {
    const href = links?.[store.link];
    return href ? [{ ...store, href }] : [];
  });
  if (stores.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={intl.formatMessage({ id: 'home.stores.label' })}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
    >
      {stores.map(({ href, labelId, Icon }) => (
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
