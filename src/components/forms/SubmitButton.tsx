import { useLayoutEffect, useRef } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useHydrated } from '../page/useHydrated';
import { replayCarriedTyping, replayTypedBeforeHydration } from './typedBeforeHydration';

/**
 * The hydrated button takes its enabled look at once. Its colour transition would otherwise run
 * while the page is still starting up, and a phone would paint a frame after frame of it.
 * The styles are computed while transitions are off, so turning them back on animates nothing.
 */
function enableWithoutTransition(element: HTMLButtonElement) {
  element.style.transition = 'none';
  void getComputedStyle(element).backgroundColor;
  element.style.transition = '';
}

/**
 * A form's submit button. On a prerendered page it stays disabled until the page is hydrated:
 * the browser would otherwise send the form itself (a GET that puts what was typed in the address
 * and reloads the page, empty). Once hydrated, or rendered afresh in the prerendered form's place,
 * what the visitor typed meanwhile is handed to the form's state, so nothing is lost.
 */
export function SubmitButton({ disabled, ...props }: Omit<ButtonProps, 'type'>) {
  const hydrated = useHydrated();
  const button = useRef<HTMLButtonElement>(null);
  const hydrating = useRef(!hydrated);
  useLayoutEffect(() => {
    const form = button.current?.form;
    if (!form) return;
    if (hydrating.current) replayTypedBeforeHydration(form);
    else replayCarriedTyping(form);
    hydrating.current = false;
  }, []);
  // Only a prerendered button turns from disabled to enabled, once, as the page is hydrated.
  const prerendered = useRef(!hydrated);
  useLayoutEffect(() => {
    if (hydrated && prerendered.current && button.current) enableWithoutTransition(button.current);
  }, [hydrated]);
  return <Button ref={button} type="submit" disabled={disabled || !hydrated} {...props} />;
}
