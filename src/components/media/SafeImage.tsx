import { useState, type ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_IMAGE } from '../../api';

/** An image that shows the placeholder instead of a broken icon when its file cannot be loaded. */
export function SafeImage({ src, alt, ...props }: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  return <img src={failed === src ? PLACEHOLDER_IMAGE : src} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(src)} {...props} />;
}
