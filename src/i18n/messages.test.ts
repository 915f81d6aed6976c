import { loadMessages, loadedMessages } from './messages';
import { ar, en, fr } from './catalogs';

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

test('an area’s messages join the languages shown once it is opened, and every language loaded later', async () => {
  await jest.isolateModulesAsync(async () => {
    const fresh = await import('./messages');
    const before = await fresh.loadMessages('ar');
    expect(before['payment.book']).toBeUndefined();
    await fresh.loadAreaMessages('checkout');
    const after = fresh.loadedMessages('ar');
    expect(after).not.toBe(before);
    expect(after?.['payment.book']).toBe(ar['payment.book']);
    expect(after?.['nav.home']).toBe(ar['nav.home']);
    expect((await fresh.loadMessages('fr'))['payment.book']).toBe(fr['payment.book']);
    expect((await fresh.loadMessages('fr'))['admin.dashboard.actions']).toBeUndefined();
  });
});
