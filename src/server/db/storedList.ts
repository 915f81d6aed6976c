/** A stored JSON list of strings; one that is not (a hand-edited row) reads as empty, never a 500. */
export function parseStringList(text: string | null): string[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}
