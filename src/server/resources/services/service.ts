import type { FastifyRequest } from 'fastify';
import type { Service, ServicesTable } from '../../db/schema';
import type { FieldErrors } from '../../http/errors';
import { m } from './messages';

export type Category = ServicesTable['category'];

/** The request body of createService / updateService after the spec's validation and defaults. */
export interface ServiceInput {
  title: string;
  description?: string;
  price: string;
  original_price?: string | null;
  features?: string[];
  icon?: string;
  category: Category[];
  is_active?: boolean;
  /** On update: the version the editor loaded. */
  expected_updated_at?: string;
}

/** A stored JSON list that is not a list of strings (hand-edited row) reads as empty, never a 500. */
export function parseStringList(text: string | null): string[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** One item a line in the admin form: trimmed, empty ones dropped. */
export const cleanList = (items: string[] | undefined) => (items ?? []).map((s) => s.trim()).filter(Boolean);

export function toApiService(row: Service) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    price: row.price,
    original_price: row.original_price,
    features: parseStringList(row.features),
    icon: row.icon,
    category: row.category,
    is_active: row.is_active === 1,
    sort_order: row.sort_order,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * The form's rules on top of the schema: blank (whitespace-only) title, price or category are
 * missing. Returns the columns to store, or the localised field errors.
 */
export function serviceColumns(req: FastifyRequest, input: ServiceInput) {
  const errors: FieldErrors = {};
  const title = input.title.trim();
  const price = input.price.trim();
  const category = input.category[0];
  if (!category) errors.category = [m(req, 'categoryRequired')];
  if (!title) errors.title = [m(req, 'titleRequired')];
  if (!price) errors.price = [m(req, 'priceRequired')];
  if (Object.keys(errors).length > 0) return { errors };
  return {
    columns: {
      title,
      description: (input.description ?? '').trim(),
      price,
      original_price: input.original_price?.trim() || null,
      features: JSON.stringify(cleanList(input.features)),
      icon: input.icon?.trim() || 'car',
      category,
      is_active: input.is_active === false ? 0 : 1,
    },
  };
}
