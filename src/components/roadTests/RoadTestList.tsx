import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { components } from '../../contract/generated/openapi.gen';
import { formatDate } from '../../i18n/format';
import type { Locale } from '../../i18n/locale';
import { EmptyText } from '../feedback/StatusMessage';
import { resultLabelId } from './RoadTestForm';

type RoadTest = components['schemas']['RoadTest'];

/**
 * A student's road tests, newest first: class, day, centre, attempt, result and the warm-up
 * lesson's instructor; a Remove button, named after the test it removes, on those `canRemove` allows
 * (all of them disabled while one is being removed).
 */
export function RoadTestList({
  tests,
  canRemove,
  onRemove,
}: {
  tests: readonly RoadTest[];
  canRemove?: (test: RoadTest) => boolean;
  onRemove?: (test: RoadTest) => Promise<unknown>;
}) {
  const intl = useIntl();
  const [removing, setRemoving] = useState<number>();
  const locale = intl.locale as Locale;
  if (tests.length === 0) return <EmptyText>{intl.formatMessage({ id: 'roadTests.empty' })}</EmptyText>;
  return (
    <Box component="ul" aria-label={intl.formatMessage({ id: 'roadTests.title' })} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {tests.map((test) => {
        const date = formatDate(test.taken_on, locale);
        const values = { class: test.class, date, centre: test.centre.name };
        return (
          <Box component="li" key={test.id} sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
            <Box>
              <Typography sx={{ fontWeight: 600 }}>
                {intl.formatMessage(
                  { id: 'roadTests.item' },
                  // Isolated, so Latin names and digits keep their order inside an Arabic sentence.
                  { class: <bdi key="class">{test.class}</bdi>, date: <bdi key="date">{date}</bdi>, centre: <bdi key="centre">{test.centre.name}</bdi> },
                )}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {intl.formatMessage(
                  { id: test.instructor ? 'roadTests.detailWithInstructor' : 'roadTests.detail' },
                  {
                    attempt: test.attempt,
                    result: intl.formatMessage({ id: resultLabelId(test.result) }),
                    instructor: <bdi key="instructor">{test.instructor?.name}</bdi>,
                  },
                )}
              </Typography>
            </Box>
            {onRemove && canRemove?.(test) && (
              <Button
                color="error"
                onClick={() => {
                  setRemoving(test.id);
                  void onRemove(test).finally(() => setRemoving(undefined));
                }}
                disabled={removing !== undefined}
                aria-label={intl.formatMessage({ id: 'roadTests.removeNamed' }, values)}
              >
                {intl.formatMessage({ id: removing === test.id ? 'roadTests.removing' : 'roadTests.remove' })}
              </Button>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
