import { useState, type ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SlotPicker, type Slot } from './SlotPicker';

const omar = { id: 2, name: 'Omar H.' };
const lina = { id: 3, name: 'Lina K.' };
const slot = (instructor: typeof omar, startsAt: string, hours = 1): Slot => ({
  instructor,
  starts_at: startsAt,
  ends_at: new Date(Date.parse(startsAt) + hours * 3_600_000).toISOString(),
  duration_minutes: hours === 1 ? 60 : 120,
});

// Both are 09:00 in Toronto: the first day of daylight time (UTC−4) and the first of standard time (UTC−5).
const SLOTS = [slot(omar, '2026-03-08T13:00:00.000Z', 2), slot(lina, '2026-03-08T13:00:00.000Z'), slot(omar, '2026-11-01T14:00:00.000Z')];

const renderIn = (locale: string, element: ReactElement) => {
  render(<IntlProvider locale={locale}>{element}</IntlProvider>);
  return { user: userEvent.setup() };
};

function Picker({ slots = SLOTS, onPick = () => undefined }: { slots?: Slot[]; onPick?: (slot: Slot) => void }) {
  const [value, setValue] = useState<Slot | null>(null);
  const pick = (chosen: Slot) => {
    setValue(chosen);
    onPick(chosen);
  };
  return <SlotPicker slots={slots} value={value} onChange={pick} legend="Free times" showInstructor emptyText="No free time this week." />;
}

test('each slot is announced with its day, its Toronto hours and its instructor, grouped by day, across daylight-saving changes', async () => {
  renderIn('en', <Picker />);
  expect(screen.getByRole('group', { name: 'Free times' })).toBeInTheDocument();
  const march = screen.getByRole('group', { name: 'Sunday, March 8' });
  expect(march).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Sunday, November 1' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Sunday, March 8, \u20689:00 a.m. – 11:00 a.m.\u2069, Omar H.' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Sunday, March 8, \u20689:00 a.m. – 10:00 a.m.\u2069, Lina K.' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Sunday, November 1, \u20689:00 a.m. – 10:00 a.m.\u2069, Omar H.' })).toBeInTheDocument();
});

test('a slot is chosen by click or by keyboard (arrows move within the one group)', async () => {
  const onPick = jest.fn();
  const { user } = renderIn('en', <Picker onPick={onPick} />);
  const [first, second] = screen.getAllByRole('radio');
  await user.click(first);
  expect(first).toBeChecked();
  expect(onPick).toHaveBeenLastCalledWith(SLOTS[0]);
  await user.keyboard('{ArrowRight}');
  expect(second).toBeChecked();
  expect(onPick).toHaveBeenLastCalledWith(SLOTS[1]);
});

test('in Arabic the days and hours are in Arabic, with Latin digits', async () => {
  renderIn('ar', <Picker />);
  const radios = screen.getAllByRole('radio');
  expect(radios[0]).toHaveAccessibleName(expect.stringMatching(/الأحد.*8 مارس.*9:00/));
});

test('without slots, the empty text is said', async () => {
  renderIn('en', <Picker slots={[]} />);
  expect(screen.getByText('No free time this week.')).toBeInTheDocument();
  expect(screen.queryByRole('radio')).not.toBeInTheDocument();
});
