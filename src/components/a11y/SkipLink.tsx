import type { MouseEvent } from 'react';
import Link from '@mui/material/Link';
import { useIntl } from 'react-intl';

/**
 * "Skip to main content": the first thing a keyboard reaches; visible only when focused. It moves
 * focus itself rather than changing the URL's hash (which the router would treat as navigation).
 */
export function SkipLink({ targetId = 'main' }: { targetId?: string }) {
  const intl = useIntl();
  const onClick = (event: MouseEvent) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: 'start' });
  };
  return (
    <Link
      href={`#${targetId}`}
      onClick={onClick}
      sx={{
        position: 'absolute',
        insetInlineStart: 8,
        top: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1.25,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 700,
        borderRadius: 1,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus, &:focus-visible': { transform: 'none' },
      }}
    >
      {intl.formatMessage({ id: 'common.skipToContent' })}
    </Link>
  );
}
