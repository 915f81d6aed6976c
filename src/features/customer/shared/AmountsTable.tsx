import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';
import type { BookingAmounts } from '../../../api/signedInApi';
import { formatCents } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locale';
import { inLocale } from '../../../i18n/translated';

// Logical alignments: the table reads right to left inside an Arabic receipt shown in an English page, and the reverse.
const cell = { py: 0.75, px: 0, textAlign: 'start', fontWeight: 'inherit' } as const;
const amount = { ...cell, textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** A booking's or receipt's lines, subtotal, HST (its own line, with its rate) and total, every amount to the cent. */
export function AmountsTable({ amounts, caption }: { amounts: BookingAmounts; caption: string }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const money = (cents: number) => formatCents(cents, locale);
  const rate = intl.formatNumber(amounts.hst_rate_bp / 10000, { style: 'percent', maximumFractionDigits: 3 });
  return (
    <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse' }}>
      <Box component="caption" sx={{ textAlign: 'start', fontWeight: 700, pb: 1 }}>
        {caption}
      </Box>
      <thead>
        <tr>
          <Box component="th" scope="col" sx={{ ...cell, borderBottom: 1, borderColor: 'divider' }}>
            {intl.formatMessage({ id: 'checkout.amounts.item' })}
          </Box>
          <Box component="th" scope="col" sx={{ ...amount, borderBottom: 1, borderColor: 'divider' }}>
            {intl.formatMessage({ id: 'checkout.amounts.amount' })}
          </Box>
        </tr>
      </thead>
      <tbody>
        {amounts.lines.map((line, index) => (
          <tr key={index}>
            {/* Isolated, not dir="auto": an English line stays at the start of an Arabic table, as the others. */}
            <Box component="td" sx={cell}>
              <bdi>{inLocale(line.description, locale)}</bdi>
            </Box>
            <Box component="td" sx={amount}>
              {money(line.amount_cents)}
            </Box>
          </tr>
        ))}
      </tbody>
      <Box component="tfoot" sx={{ borderTop: 1, borderColor: 'divider' }}>
        <tr>
          <Box component="th" scope="row" sx={{ ...cell, fontWeight: 400 }}>
            {intl.formatMessage({ id: 'checkout.amounts.subtotal' })}
          </Box>
          <Box component="td" sx={amount}>
            {money(amounts.subtotal_cents)}
          </Box>
        </tr>
        <tr>
          <Box component="th" scope="row" sx={{ ...cell, fontWeight: 400 }}>
            {intl.formatMessage({ id: 'checkout.amounts.hst' }, { rate })}
          </Box>
          <Box component="td" sx={amount}>
            {money(amounts.hst_cents)}
          </Box>
        </tr>
        <Box component="tr" sx={{ fontWeight: 700, fontSize: '1.15rem' }}>
          <Box component="th" scope="row" sx={cell}>
            {intl.formatMessage({ id: 'checkout.amounts.total' })}
          </Box>
          <Box component="td" sx={amount}>
            {money(amounts.total_cents)}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
