import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts text into a field the way a paste does: one input event. For a test about what is done
 * with the text, not about typing it: each key typed re-renders the screen, and a sentence typed
 * key by key took seconds.
 */
export async function enter(user: UserEvent, field: Element, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
