import type { FastifyRequest } from 'fastify';
import type { City } from '../../db/schema';
import type { FieldErrors } from '../../http/errors';
import { isWebUrl } from '../../http/validation';
import { m } from './messages';

export interface CityInput {
  name: string;
  slug: string;
  email?: string | null;
  phone?: string | null;
  description?: string | null;
  details?: string | null;
  map_link?: string | null;
  images?: string[];
  /** On update: the version the editor loaded. */
  expected_updated_at?: string;
}

const textOrNull = (value: string | null | undefined) => value?.trim() || null;
export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/** A stored list that is not a list of strings (hand-edited row) reads as empty, never a 500. */
function parseImages(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function toApiCity(row: City) {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    email: row.email,
    phone: row.phone,
    description: row.description,
    details: row.details,
    // Rows written before addresses were checked may hold a `javascript:` link: it is never served.
    map_link: row.map_link && isWebUrl(row.map_link) ? row.map_link : null,
    images: parseImages(row.images).filter(isWebUrl),
    updated_at: row.updated_at,
  };
}

/**
 * The form's rules on top of the schema (which already checks the slug's shape): blank name or
 * slug are missing, the email is empty or an address, images trimmed with empties dropped.
 * Slug uniqueness needs the database and is checked by the handler.
 */
export function cityColumns(req: FastifyRequest, input: CityInput) {
  const errors: FieldErrors = {};
  const name = input.name.trim();
  const slug = input.slug.trim();
  const email = textOrNull(input.email);
  if (!name) errors.name = [m(req, 'nameRequired')];
  if (!slug) errors.slug = [m(req, 'slugRequired')];
  if (email && !isEmail(email)) errors.email = [m(req, 'emailInvalid')];
  return {
    errors,
    columns: {
      name,
      slug,
      email,
      phone: textOrNull(input.phone),
      description: textOrNull(input.description),
      details: textOrNull(input.details),
      map_link: textOrNull(input.map_link),
      images: JSON.stringify((input.images ?? []).map((s) => s.trim()).filter(Boolean)),
    },
  };
}
