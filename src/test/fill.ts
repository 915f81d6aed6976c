import { IntlMessageFormat } from 'intl-messageformat';

/** A catalog message with its simple `{name}` placeholders filled, to find the text a screen shows. */
export const fill = (message: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((text, [key, value]) => text.replace(`{${key}}`, String(value)), message);

/** A catalog message formatted as react-intl does in that language: plurals take its rules. */
export const formatted = (message: string, values: Record<string, string | number>, locale = 'en') =>
  String(new IntlMessageFormat(message, locale).format(values));
