import { useState } from 'react';
import { sameSlot, type Slot } from './SlotPicker';

/**
 * The slot a person has chosen among `slots`, the list as last loaded. When the list refreshes
 * (someone else took the time: a live event, a poll, a refusal) without the chosen slot, the choice
 * is dropped and `vanished` says so until the next choice: a screen then tells the person, and its
 * Confirm has nothing to confirm. Nobody confirms a time that went away without being told.
 */
export function useChosenSlot<T extends Slot>(slots: readonly T[] | undefined) {
  const [chosen, setChosen] = useState<T | null>(null);
  const [vanished, setVanished] = useState(false);
  const [seen, setSeen] = useState(slots);
  // Adjusted while rendering the new list (not in an effect): no frame shows the stale choice.
  if (slots !== seen) {
    setSeen(slots);
    if (slots && chosen && !slots.some((slot) => sameSlot(chosen, slot))) {
      setChosen(null);
      setVanished(true);
    }
  }
  return {
    chosen,
    vanished,
    choose(slot: T) {
      setChosen(slot);
      setVanished(false);
    },
    clear() {
      setChosen(null);
      setVanished(false);
    },
  };
}
