/*
 * Values put into a sentence of another direction. A Latin name inside Arabic text takes the
 * sentence's direction at its edges ("Amir K." is drawn ".Amir K"), and a phone number or "+10%"
 * has no letter to give it one ("16135550142+"). On screen each such value is isolated: as
 * <bdi> (dir="ltr" for numbers) where React renders it, with these marks inside strings (labels,
 * titles, toasts). Files for other programs (CSV) carry none: src/contract/csv.ts removes them.
 */

/** A value whose direction is its own (a name, a city, a title), isolated from the sentence around it (FSI…PDI). */
export const isolated = (text: string) => `\u2068${text}\u2069`;

/**
 * A sentence ending on an abbreviation has one period: a short name ("Nadia T.") at the end of a
 * message that ends with its own period reads "with Nadia T.", not "with Nadia T..". The period may
 * be separated from the name's by the end of its isolation; an ellipsis is left as it is.
 */
export const oneFinalPeriod = (text: string) => text.replace(/(?<!\.)\.([\u2066-\u2069]?)\.(?!\.)/g, '.$1');
