/*
 * What the admin's inquiry search looks in: one text per inquiry, folded once when the row is
 * written (inquiries.search_text), and the search folded the same way. A plain substring match on
 * folded text then means the same on SQLite and PostgreSQL, through the search index or not.
 */

/**
 * Case and accents dropped, compatibility forms unified: "Hélène" and "HELENE" both become
 * "helene", an Arabic word matches with or without its vowel marks and hamza, full-width digits
 * become digits. A change here changes what is stored: it needs a migration that refills the column.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

export interface SearchableInquiry {
  name: string;
  email: string;
  phone?: string | null;
  title?: string | null;
  message?: string | null;
}

/**
 * The fields an admin searches, one per line (a search never runs from one field into the next),
 * with the phone's digits alone too, so 6135550101 finds 613-555-0101.
 */
export function searchTextOf(row: SearchableInquiry): string {
  const digits = row.phone?.replace(/\D+/g, '');
  return foldForSearch([row.name, row.email, row.phone, digits, row.title, row.message].filter((part) => part).join('\n'));
}

/** The row with its search text, for every insert into inquiries. */
export const withSearchText = <T extends SearchableInquiry>(row: T): T & { search_text: string } => ({ ...row, search_text: searchTextOf(row) });
