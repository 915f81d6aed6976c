import { loadMessages, loadedMessages } from './messages';
import { en, fr } from './catalogs';

test('a language is downloaded once, then served from memory', async () => {
  const first = await loadMessages('fr');
  expect(first['nav.home']).toBe(fr['nav.home']);
  expect(await loadMessages('fr')).toBe(first);
  expect(loadedMessages('fr')).toBe(first);
});

test('each language has its own messages', async () => {
  expect((await loadMessages('en'))['nav.home']).toBe(en['nav.home']);
  expect((await loadMessages('fr'))['nav.home']).not.toBe(en['nav.home']);
});
