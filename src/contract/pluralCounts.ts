import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/*
 * "1 heures", "1 seats": a number shown beside a noun must take its language's plural rules (Arabic
 * has six forms), so the noun belongs in the message's plural branches, never after a plain value.
 * The web's catalogs and the server's tables are checked with these by their tests.
 */

// Tags are read as text: the server's mails write `<{email}>`, and a word inside a tag is still a word.
const elementsOf = (message: string) => parse(message, { ignoreTag: true });
const WORD_AFTER = /^\s+([\p{L}\p{M}-]+)/u;

/** A language's counted nouns: the word after the number (#) in any of its messages' plural branches. */
export function countedWords(messages: Iterable<string>): Set<string> {
  const words = new Set<string>();
  const walk = (elements: MessageFormatElement[]) =>
    elements.forEach((element, index) => {
      // A number glued to a word before it ("الـ#") is no count of the word after it.
      const previous = elements[index - 1];
      if (element.type === TYPE.pound && (previous === undefined || (previous.type === TYPE.literal && /\s$/.test(previous.value)))) {
        const next = elements[index + 1];
        const word = next?.type === TYPE.literal ? WORD_AFTER.exec(next.value)?.[1] : undefined;
        if (word) words.add(word.toLowerCase());
      } else if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
    });
  for (const message of messages) walk(elementsOf(message));
  return words;
}

/** Each place a plain value is directly followed by a counted word, as `key: {value} word`. */
export function plainCounts(messages: Iterable<[key: string, message: string]>, counted: ReadonlySet<string>): string[] {
  const found: string[] = [];
  const walk = (key: string, elements: MessageFormatElement[]) =>
    elements.forEach((element, index) => {
      const next = elements[index + 1];
      if ((element.type === TYPE.argument || element.type === TYPE.number) && next?.type === TYPE.literal) {
        const word = WORD_AFTER.exec(next.value)?.[1];
        if (word && counted.has(word.toLowerCase())) found.push(`${key}: {${element.value}} ${word}`);
      } else if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) walk(key, option.value);
      }
    });
  for (const [key, message] of messages) walk(key, elementsOf(message));
  return found;
}
