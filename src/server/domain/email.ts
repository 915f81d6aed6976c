/** Something@domain.tld without spaces: the address check of optional email fields the schema leaves free. */
export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
