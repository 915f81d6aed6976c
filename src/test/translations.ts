import type { City, ContentItem, PublicPartner, Service } from '../api';

/** Empty French and Arabic texts: an item the office has not translated (every page shows its English). */
export const untranslated = {
  service: (): Service['translations'] => ({ fr: { title: '', description: '', features: [] }, ar: { title: '', description: '', features: [] } }),
  offer: (): ContentItem['translations'] => ({ fr: { title: '', details: [] }, ar: { title: '', details: [] } }),
  city: (): City['translations'] => ({ fr: { name: '', description: '', details: '' }, ar: { name: '', description: '', details: '' } }),
  partner: (): PublicPartner['translations'] => ({ fr: { description: '' }, ar: { description: '' } }),
};
