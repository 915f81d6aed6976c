import placeholder from '../assets/placeholder.svg';
import { runtimeConfig } from './runtimeConfig';

export const PLACEHOLDER_IMAGE: string = placeholder;

/** Absolute URLs are kept, paths are prefixed with the API base, empty becomes a placeholder. */
export function imageUrl(value: string | null | undefined): string {
  const url = value?.trim();
  if (!url) return PLACEHOLDER_IMAGE;
  if (/^(https?:|data:|blob:)/i.test(url) || url.startsWith('//')) return url;
  return `${runtimeConfig().apiBaseUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}
