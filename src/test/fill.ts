/** A catalog message with its simple `{name}` placeholders filled, to find the text a screen shows. */
export const fill = (message: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((text, [key, value]) => text.replace(`{${key}}`, String(value)), message);
