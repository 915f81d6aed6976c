import en from './en.json';

test('a message missing from a translation falls back to English', () => {
  jest.isolateModules(() => {
    jest.doMock('./fr.json', () => ({ 'nav.home': 'Accueil' }));
    const { messagesFor } = jest.requireActual<typeof import('./messages')>('./messages');
    const fr = messagesFor('fr');
    expect(fr['nav.home']).toBe('Accueil');
    expect(fr['nav.cities']).toBe(en['nav.cities']);
  });
});
