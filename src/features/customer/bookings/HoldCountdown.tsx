import { useEffect, useState } from 'react';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { formatDate } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';

const remaining = (until: string) => Math.max(0, Math.ceil((Date.parse(until) - Date.now()) / 1000));

/** How long the seat stays held, counting down each second; `onOver(until)` once it reaches zero (at once if it already has). */
export function HoldCountdown({ until, onOver }: { until: string; onOver: (until: string) => void }) {
  const intl = useIntl();
  const [seconds, setSeconds] = useState(() => remaining(until));
  useEffect(() => {
    const tick = () => {
      const left = remaining(until);
      setSeconds(left);
      if (left > 0) return;
      clearInterval(timer);
      onOver(until);
    };
    const timer = setInterval(tick, 1000);
    const first = setTimeout(tick, 0);
    return () => {
      clearInterval(timer);
      clearTimeout(first);
    };
  }, [until, onOver]);
  const clock = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return (
    <Typography role="timer" sx={{ fontWeight: 600 }}>
      {intl.formatMessage({ id: 'booking.hold.until' }, { time: formatDate(until, intl.locale as Locale, { timeStyle: 'short' }), left: clock })}
    </Typography>
  );
}
