import { fireEvent, render, screen } from '@testing-library/react';
import { PLACEHOLDER_IMAGE } from '../../api';
import { SafeImage } from './SafeImage';
import { watchUnhydratedImages } from './unhydratedImages';

const plainConfig = globalThis.__APP_CONFIG__;
beforeEach(() => {
  globalThis.__APP_CONFIG__ = { ...plainConfig, images: { widths: [160, 320] } };
});
afterEach(() => {
  globalThis.__APP_CONFIG__ = plainConfig;
});

const sourcesOf = (img: HTMLElement) =>
  [...(img.closest('picture')?.querySelectorAll('source') ?? [])].map((s) => ({
    type: s.type,
    srcSet: s.getAttribute('srcset'),
    sizes: s.getAttribute('sizes'),
  }));

test('an uploaded photo is offered as AVIF then WebP at each width the server renders, sized by its shown width', () => {
  render(<SafeImage src="http://localhost/uploads/partners/ab12.png" alt="Club logo" width={150} height={150} />);
  const img = screen.getByRole('img', { name: 'Club logo' });
  expect(img).toHaveAttribute('src', 'http://localhost/uploads/partners/ab12.png');
  expect(img).toHaveAttribute('width', '150');
  expect(img).toHaveAttribute('loading', 'lazy');
  expect(sourcesOf(img)).toEqual([
    {
      type: 'image/avif',
      srcSet: 'http://localhost/images/160/partners/ab12.png.avif 160w, http://localhost/images/320/partners/ab12.png.avif 320w',
      sizes: '150px',
    },
    {
      type: 'image/webp',
      srcSet: 'http://localhost/images/160/partners/ab12.png.webp 160w, http://localhost/images/320/partners/ab12.png.webp 320w',
      sizes: '150px',
    },
  ]);
});

test('the layout can say how wide the image is shown', () => {
  render(<SafeImage src="http://localhost/uploads/cities/k.jpg" alt="Kingston" width={1280} height={720} sizes="(min-width: 900px) 50vw, 100vw" />);
  expect(sourcesOf(screen.getByRole('img', { name: 'Kingston' })).map((s) => s.sizes)).toEqual([
    '(min-width: 900px) 50vw, 100vw',
    '(min-width: 900px) 50vw, 100vw',
  ]);
});

test.each([
  ['a vector image', 'http://localhost/uploads/seed/kingston-1.svg'],
  ['an image on another host', 'https://cdn.example.com/uploads/kingston.jpg'],
  ['an upload with a query string', 'http://localhost/uploads/partners/ab12.png?v=2'],
])('%s is shown as it is', (_case, src) => {
  render(<SafeImage src={src} alt="Photo" width={100} height={100} />);
  const img = screen.getByRole('img', { name: 'Photo' });
  expect(img).toHaveAttribute('src', src);
  expect(img.closest('picture')).toBeNull();
});

test('a server that renders no widths gets the stored image', () => {
  globalThis.__APP_CONFIG__ = plainConfig;
  render(<SafeImage src="http://localhost/uploads/partners/ab12.png" alt="Club logo" width={150} height={150} />);
  expect(screen.getByRole('img', { name: 'Club logo' }).closest('picture')).toBeNull();
});

test('an image that cannot load is replaced by the placeholder, without the renderings', () => {
  render(<SafeImage src="http://localhost/uploads/partners/gone.png" alt="Club logo" width={150} height={150} />);
  fireEvent.error(screen.getByRole('img', { name: 'Club logo' }));
  const img = screen.getByRole('img', { name: 'Club logo' });
  expect(img).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  expect(img.closest('picture')).toBeNull();
});

test('an image of HTML React did not hydrate shows the placeholder once it fails, inside the watched regions only', () => {
  document.body.innerHTML = `
    <div data-kept><picture><source type="image/avif" srcset="/images/160/a.png.avif"><img data-safe-image src="/uploads/a.png" alt="kept"></picture></div>
    <div><img data-safe-image src="/uploads/b.png" alt="elsewhere"></div>`;
  const stop = watchUnhydratedImages(document.body, '[data-kept]');
  for (const img of screen.getAllByRole('img')) fireEvent.error(img);
  expect(screen.getByRole('img', { name: 'kept' })).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  expect(document.querySelector('source')).toBeNull();
  expect(screen.getByRole('img', { name: 'elsewhere' })).toHaveAttribute('src', '/uploads/b.png');
  stop();
  document.body.innerHTML = '';
});
