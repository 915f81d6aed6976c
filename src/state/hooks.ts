import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { SharedState } from './shared';

export const useAppDispatch = useDispatch.withTypes<ThunkDispatch<SharedState, unknown, UnknownAction>>();
export const useAppSelector = useSelector.withTypes<SharedState>();
