import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { visuallyHidden } from '../../../components/a11y/visuallyHidden';

/*
 * A figure that rolls up as the page appears, each digit a column of 0–9 moved into place by a
 * CSS transform. The browser's compositor animates it: no script runs per frame (counting in
 * React re-rendered and re-laid out the hero sixty times a second on a phone that was still
 * starting), and the page's HTML already holds the final figure, shown as is without script and
 * when the reader prefers less motion.
 */

const DIGIT_HEIGHT = '1.2em';
const roll = keyframes`
  from { transform: translateY(0); }
`;

export interface RollingFigureProps {
  /** The figure, formatted in the page's language ('1,732'). */
  figure: string;
  /** Text after it that stays still ('+', '/5'). */
  suffix?: string;
  durationMs: number;
}

export function RollingFigure({ figure, suffix = '', durationMs }: RollingFigureProps) {
  const intl = useIntl();
  // The language's own digits, in order: a character of the figure found here rolls.
  const digits = Array.from({ length: 10 }, (_, d) => intl.formatNumber(d));
  return (
    <>
      <Box component="span" sx={visuallyHidden}>
        {figure}
        {suffix}
      </Box>
      <Box component="span" aria-hidden sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {[...figure].map((char, index) => {
          const value = digits.indexOf(char);
          if (value < 0) return <span key={index}>{char}</span>;
          return (
            <Box
              key={index}
              component="span"
              sx={{ display: 'inline-block', height: DIGIT_HEIGHT, lineHeight: DIGIT_HEIGHT, overflow: 'hidden', verticalAlign: 'bottom' }}
            >
              <Box
                component="span"
                sx={{
                  display: 'flex',
                  flexDirection: 'column',
                  transform: `translateY(calc(${value} * -${DIGIT_HEIGHT}))`,
                  animation: `${roll} ${durationMs}ms cubic-bezier(0.22, 1, 0.36, 1) both`,
                  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
                }}
              >
                {digits.map((digit) => (
                  <span key={digit}>{digit}</span>
                ))}
              </Box>
            </Box>
          );
        })}
        {suffix}
      </Box>
    </>
  );
}
