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

const fieldsOf = (form: HTMLFormElement) => Array.from(form.querySelectorAll<Field>('input:not([type=file]),textarea,select'));

/** What the visitor changed in a form: each field with the value they gave it. */
function typedIn(form: HTMLFormElement) {
  return fieldsOf(form).flatMap((field) => {
    const to = changed(field);
    return to === undefined ? [] : [[field, to] as const];
  });
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
  const typed = typedIn(form);
  if (typed.length > 0) queueMicrotask(() => typed.forEach(([field, to]) => change(field, to)));
}

/*
 * A prerendered page that cannot be hydrated (a signed-in header, another language) is rendered
 * afresh: React replaces its HTML, and with it what the visitor had typed there. Each form's changes
 * are noted just before, by field (its name, a choice's name and value, else its place in the
 * form), and handed to the first form rendered afresh that has those fields.
 */
type Carried = Map<string, string | boolean>;
let carried: Carried[] = [];

function fieldKey(field: Field, index: number): string {
  if (!field.name) return `#${index}`;
  return field.type === 'radio' ? `${field.name}=${field.value}` : field.name;
}

/** Notes what was typed in the forms of a page whose HTML is about to be replaced. */
export function carryTypedAcrossRender(container: HTMLElement) {
  carried = Array.from(container.querySelectorAll('form')).flatMap((form) => {
    const typed: Carried = new Map(
      fieldsOf(form).flatMap((field, index) => {
        const to = changed(field);
        return to === undefined ? [] : [[fieldKey(field, index), to] as const];
      }),
    );
    return typed.size === 0 ? [] : [typed];
  });
}

/** Gives a form just rendered afresh what the visitor had typed in its prerendered copy; each copy is given once. */
export function replayCarriedTyping(form: HTMLFormElement) {
  if (carried.length === 0) return;
  const fields = new Map(fieldsOf(form).map((field, index) => [fieldKey(field, index), field]));
  const index = carried.findIndex((typed) => Array.from(typed.keys()).every((key) => fields.has(key)));
  if (index < 0) return;
  const [typed] = carried.splice(index, 1);
  queueMicrotask(() => typed.forEach((to, key) => change(fields.get(key)!, to)));
}
