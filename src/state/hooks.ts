import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { AuthState } from './authSlice';
import type { LocaleState } from './localeSlice';

/** The part of the store every area may read; the store itself is assembled in src/app. */
export interface SharedState {
  auth: AuthState;
  locale: LocaleState;
}

export const useAppDispatch = useDispatch.withTypes<ThunkDispatch<SharedState, unknown, UnknownAction>>();
export const useAppSelector = useSelector.withTypes<SharedState>();
