import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Which partner card is open (one at a time) and what was typed in its account-number field. */
export interface PartnerCardState {
  openPartnerId: number | null;
  accountNumber: string;
}

const initialState: PartnerCardState = { openPartnerId: null, accountNumber: '' };

export const partnerCardSlice = createSlice({
  name: 'partnerCard',
  initialState,
  reducers: {
    /** Opening a card closes any other; toggling the open card closes it. Either way the input starts empty. */
    partnerCardToggled(state, action: PayloadAction<number>) {
      state.openPartnerId = state.openPartnerId === action.payload ? null : action.payload;
      state.accountNumber = '';
    },
    accountNumberChanged(state, action: PayloadAction<string>) {
      state.accountNumber = action.payload;
    },
  },
  selectors: {
    selectOpenPartnerId: (state) => state.openPartnerId,
    selectAccountNumber: (state) => state.accountNumber,
  },
});

export const { partnerCardToggled, accountNumberChanged } = partnerCardSlice.actions;
export const { selectOpenPartnerId, selectAccountNumber } = partnerCardSlice.selectors;
