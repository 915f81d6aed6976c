type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isCheckable = (field: Field): field is HTMLInputElement => field.type === 'checkbox' || field.type === 'radio';

/** What the visitor made of a field, if it is no longer as rendered. */
function changed(field: Field): string | boolean | undefined {
  if (isCheckable(field)) return field.checked === field.defaultChecked ? undefined : field.checked;
  if (field instanceof HTMLSelectElement)
    return Array.from(field.options).every((option) => option.selected === option.defaultSelected) ? undefined : field.value;
  return field.value === field.defaultValue ? undefined : field.value;
}

/** Sets a field as if the visitor had just changed it, firing the event React listens for. */
function change(field: Field, to: string | boolean) {
  if (typeof to === 'boolean') {
    // Through React's property tracker, so that the click reads as a change.
    (field as HTMLInputElement).checked = !to;
    field.click();
  } else if (field instanceof HTMLSelectElement) {
    field.value = to;
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else {
    // React's tracker (behind the property) takes another value, the field itself the typed one.
    field.value = to === '' ? ' ' : '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, to);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Hands React what a visitor typed or chose in a prerendered form before the page was hydrated.
 * React adopts the DOM silently: its state keeps the rendered value, so the form would send
 * nothing and the next render would wipe the field. Call it when the form has just been hydrated
 * (a layout effect), before any render: hydration leaves the `default…` properties at the
 * rendered value, so a field that differs from them was changed by the visitor (or by autofill).
 * The changes fire after the commit, as React restores controlled fields after an event that
 * arrives during one.
 */
export function replayTypedBeforeHydration(form: HTMLFormElement) {
  const fields = Array.from(form.querySelectorAll<Field>('input:not([type=file]),textarea,select'));
  const typed = fields.flatMap((field) => {
    const to = changed(field);
    return to === undefined ? [] : [[field, to] as const];
  });
  if (typed.length > 0) queueMicrotask(() => typed.forEach(([field, to]) => change(field, to)));
}
