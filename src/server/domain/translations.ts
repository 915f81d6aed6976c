/*
 * The French and Arabic texts of what the office writes (services, offers, cities, partners), stored as
 * one JSON column {"fr": {...}, "ar": {...}} beside the English columns. A text left empty is
 * shown in English by the pages, field by field, so a half-translated item is still whole.
 */

/** The translated fields of an item: each a text, or a list of texts (one item a line in the forms). */
export type TextShape = Record<string, 'text' | 'list'>;

export type TextOf<S extends TextShape> = { [K in keyof S]: S[K] extends 'list' ? string[] : string };

export interface Translations<S extends TextShape> {
  fr: TextOf<S>;
  ar: TextOf<S>;
}

export const TRANSLATED_LANGUAGES = ['fr', 'ar'] as const;

function textOf<S extends TextShape>(shape: S, value: unknown, clean: boolean): TextOf<S> {
  const source = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const text: Record<string, string | string[]> = {};
  for (const [field, kind] of Object.entries(shape)) {
    const raw = source[field];
    if (kind === 'list') {
      const items = Array.isArray(raw) ? raw.filter((item): item is string => typeof item === 'string') : [];
      text[field] = clean ? items.map((item) => item.trim()).filter(Boolean) : items;
    } else {
      const item = typeof raw === 'string' ? raw : '';
      text[field] = clean ? item.trim() : item;
    }
  }
  return text as TextOf<S>;
}

/** The translations to store: texts trimmed, empty list items dropped; the JSON of the column. */
export function storedTranslations<S extends TextShape>(shape: S, input: Translations<S>): string {
  return JSON.stringify({ fr: textOf(shape, input.fr, true), ar: textOf(shape, input.ar, true) });
}

/** The stored column read back; a missing or malformed field (a hand-edited row) reads as empty, never a 500. */
export function parseTranslations<S extends TextShape>(shape: S, stored: string | null): Translations<S> {
  let value: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(stored ?? '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) value = parsed as Record<string, unknown>;
  } catch {
    // Read as no translations.
  }
  return { fr: textOf(shape, value.fr, false), ar: textOf(shape, value.ar, false) };
}

export const SERVICE_TEXT = { title: 'text', description: 'text', features: 'list' } as const satisfies TextShape;
export const OFFER_TEXT = { title: 'text', details: 'list' } as const satisfies TextShape;
export const CITY_TEXT = { name: 'text', description: 'text', details: 'text' } as const satisfies TextShape;
export const PARTNER_TEXT = { description: 'text' } as const satisfies TextShape;
