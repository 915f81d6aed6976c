/*
 * Values put into a sentence of another direction. A Latin name inside Arabic text takes the
 * sentence's direction at its edges ("Amir K." is drawn ".Amir K"), and a phone number or "+10%"
 * has no letter to give it one ("16135550142+"). On screen each such value is isolated: as
 * <bdi> (dir="ltr" for numbers) where React renders it, with these marks inside strings (labels,
 * titles, toasts). Files for other programs (CSV) must carry none: a spreadsheet reads them as
 * part of the cell.
 */

/** A value whose direction is its own (a name, a city, a title), isolated from the sentence around it (FSI…PDI). */
export const isolated = (text: string) => `\u2068${text}\u2069`;

// LRM, RLM, ALM and the embedding, override and isolate controls.
const BIDI_CONTROLS = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/g;

/** The text without its invisible direction marks, for files other programs read (Intl writes some into Arabic dates). */
export const withoutBidiControls = (text: string) => text.replace(BIDI_CONTROLS, '');

/**
 * A sentence ending on an abbreviation has one period: a short name ("Nadia T.") at the end of a
 * message that ends with its own period reads "with Nadia T.", not "with Nadia T..". The period may
 * be separated from the name's by the end of its isolation; an ellipsis is left as it is.
 */
export const oneFinalPeriod = (text: string) => text.replace(/(?<!\.)\.([\u2066-\u2069]?)\.(?!\.)/g, '.$1');
