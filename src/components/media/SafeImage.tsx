import { useState, type ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_IMAGE, responsiveSources } from '../../api';
import { SAFE_IMAGE_ATTRIBUTE } from './unhydratedImages';

type Props = ImgHTMLAttributes<HTMLImageElement> & {
  src: string;
  alt: string;
  /** The shown width for the browser's choice among rendered widths; defaults to the `width` attribute in CSS pixels. */
  sizes?: string;
};

/**
 * An image that shows the placeholder instead of a broken icon when its file cannot be loaded.
 * An upload of ours comes as AVIF or WebP at the width the layout needs (`responsiveSources`).
 */
export function SafeImage({ src, alt, sizes, ...props }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  const img = (
    <img
      src={failed === src ? PLACEHOLDER_IMAGE : src}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
      {...{ [SAFE_IMAGE_ATTRIBUTE]: '' }}
      {...props}
    />
  );
  const sources = failed === src ? [] : responsiveSources(src);
  if (sources.length === 0) return img;
  const shownWidth = sizes ?? (props.width !== undefined ? `${props.width}px` : '100vw');
  // The picture box is not drawn (the img lays out as it would alone), nor are the sources, which
  // would otherwise be empty items of a grid or flex parent, with its gaps.
  return (
    <picture style={{ display: 'contents' }}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={shownWidth} style={{ display: 'none' }} />
      ))}
      {img}
    </picture>
  );
}
