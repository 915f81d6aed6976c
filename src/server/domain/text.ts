/** Optional text: trimmed, blank stored as null. */
export const textOrNull = (value: string | null | undefined) => value?.trim() || null;
