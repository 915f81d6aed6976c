import type { InputHTMLAttributes } from 'react';
import { styled } from '@mui/material/styles';

const RadioInput = styled('input')(({ theme }) => ({
  width: 20,
  height: 20,
  margin: 0,
  flexShrink: 0,
  cursor: 'pointer',
  accentColor: theme.palette.primary.main,
}));

/**
 * The browser's own radio button in the brand colour. MUI's Radio brings SwitchBase, the ripple and
 * its icons (≈ 5 KB gzip) to the two forms that offer a choice; the native one has the same
 * keyboard behaviour (arrows within a name group) and focus ring. Give it a <label>.
 */
export function NativeRadio(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return <RadioInput type="radio" {...props} />;
}
