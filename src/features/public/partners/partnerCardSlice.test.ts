import { accountNumberChanged, partnerCardSlice, partnerCardToggled } from './partnerCardSlice';

const reduce = partnerCardSlice.reducer;
const closed = reduce(undefined, { type: 'init' });

test('starts with every card closed and an empty input', () => {
  expect(closed).toEqual({ openPartnerId: null, accountNumber: '' });
});

test('opening a card closes the one that was open and clears the input', () => {
  let state = reduce(closed, partnerCardToggled(1));
  state = reduce(state, accountNumberChanged('ACC-1'));
  state = reduce(state, partnerCardToggled(2));
  expect(state).toEqual({ openPartnerId: 2, accountNumber: '' });
});

test('clicking the open card closes it and clears the input', () => {
  let state = reduce(closed, partnerCardToggled(3));
  state = reduce(state, accountNumberChanged('123'));
  state = reduce(state, partnerCardToggled(3));
  expect(state).toEqual({ openPartnerId: null, accountNumber: '' });
});

test('typing keeps the text as entered', () => {
  const state = reduce(reduce(closed, partnerCardToggled(1)), accountNumberChanged(' 00 7 '));
  expect(state.accountNumber).toBe(' 00 7 ');
});
