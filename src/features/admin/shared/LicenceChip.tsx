import Chip from '@mui/material/Chip';
import { useIntl } from 'react-intl';
import type { LicenceState } from '../../../api/signedInApi';
import type { MessageId } from '../../../i18n/messages';

const LICENCE_FLAG: Record<Exclude<LicenceState, 'valid'>, { labelId: MessageId; color: 'error' | 'warning' }> = {
  expired: { labelId: 'admin.instructors.licence.expired', color: 'error' },
  expiring: { labelId: 'admin.instructors.licence.expiring', color: 'warning' },
  missing: { labelId: 'admin.instructors.licence.missing', color: 'warning' },
};

/** Flags an instructor licence that needs the office's attention (expired, expiring within 30 days, or no date); nothing for a valid one. */
export function LicenceChip({ state }: { state: LicenceState }) {
  const intl = useIntl();
  if (state === 'valid') return null;
  const flag = LICENCE_FLAG[state];
  return <Chip size="small" color={flag.color} label={intl.formatMessage({ id: flag.labelId })} />;
}
