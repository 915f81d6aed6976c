import type SvgIcon from '@mui/material/SvgIcon';
import type { SvgIconProps } from '@mui/material/SvgIcon';

/** An icon that points "forward" (arrows, chevrons): mirrored in right-to-left languages. */
export function DirectionalIcon({ icon: Icon, sx, ...props }: { icon: typeof SvgIcon } & SvgIconProps) {
  return <Icon {...props} sx={[(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : undefined }), ...(Array.isArray(sx) ? sx : [sx])]} />;
}
