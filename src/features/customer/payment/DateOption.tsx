import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { PublicPackageDate } from '../../../api/signedInApi';
import { NativeRadio } from '../../../components/forms/NativeRadio';
import { classDateMessage } from '../shared/bookingTexts';

/**
 * A class date as a radio choice, with its seats left; a sold-out date stays listed, disabled,
 * unless a seat there is held for this student (`heldForMe`: from its waiting list).
 */
export function DateOption({
  date,
  checked,
  onChoose,
  heldForMe = false,
}: {
  date: PublicPackageDate;
  checked: boolean;
  onChoose: () => void;
  heldForMe?: boolean;
}) {
  const intl = useIntl();
  const soldOut = date.seats_left <= 0 && !heldForMe;
  const id = `package-date-${date.id}`;
  return (
    <Box
      component="label"
      htmlFor={id}
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: 'center',
        p: 1.5,
        border: 1,
        borderRadius: 1,
        borderColor: checked ? 'primary.main' : 'divider',
        cursor: soldOut ? 'not-allowed' : 'pointer',
        color: soldOut ? 'text.disabled' : undefined,
      }}
    >
      <NativeRadio id={id} name="package_date_id" value={String(date.id)} checked={checked} disabled={soldOut} onChange={onChoose} />
      <Box sx={{ flexGrow: 1, display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        {/*
          The days and the hours each move to the next line as a unit (inline blocks); only a piece
          wider than a phone's line breaks inside, never pushing the page sideways.
        */}
        <span>
          {classDateMessage(intl, date, (chunks) => (
            <span style={{ display: 'inline-block' }}>{chunks}</span>
          ))}
        </span>
        <Typography component="span" variant="body2" sx={{ fontWeight: 600, color: soldOut ? 'error.main' : 'text.secondary' }}>
          {heldForMe
            ? intl.formatMessage({ id: 'checkout.waitlist.heldForYou' })
            : soldOut
              ? intl.formatMessage({ id: 'checkout.soldOut' })
              : intl.formatMessage({ id: 'checkout.seatsLeft' }, { seats: date.seats_left })}
        </Typography>
      </Box>
    </Box>
  );
}
