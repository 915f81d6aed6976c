import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { ar, en } from '../../i18n/catalogs';
import { StoreBadges } from './StoreBadges';

const plainConfig = globalThis.__APP_CONFIG__;
afterEach(() => {
  globalThis.__APP_CONFIG__ = plainConfig;
});

const renderBadges = (locale: 'en' | 'ar', messages: Record<string, string>) =>
  render(
    <IntlProvider locale={locale} messages={messages}>
      <div dir={locale === 'ar' ? 'rtl' : 'ltr'}>
        <StoreBadges />
      </div>
    </IntlProvider>,
  );

const APP_STORE = 'https://apps.apple.com/ca/app/drive-ontario/id1234567890';
const GOOGLE_PLAY = 'https://play.google.com/store/apps/details?id=ca.driveontario.app';

describe.each([
  ['en', en],
  ['ar', ar],
] as const)('in %s', (locale, messages) => {
  test('each store the school set links to its app page, in a new tab', async () => {
    globalThis.__APP_CONFIG__ = { ...plainConfig, storeLinks: { appStore: APP_STORE, googlePlay: GOOGLE_PLAY } };
    renderBadges(locale, messages);
    const badges = within(screen.getByRole('list', { name: messages['home.stores.label'] }));
    expect(badges.getByRole('link', { name: messages['home.stores.apple'] })).toHaveAttribute('href', APP_STORE);
    expect(badges.getByRole('link', { name: messages['home.stores.google'] })).toHaveAttribute('href', GOOGLE_PLAY);
    expect(badges.getByRole('link', { name: messages['home.stores.google'] })).toHaveAttribute('target', '_blank');
  });

  test('a store without a link has no badge; with none set, no badges at all', async () => {
    globalThis.__APP_CONFIG__ = { ...plainConfig, storeLinks: { appStore: '', googlePlay: GOOGLE_PLAY } };
    const { unmount } = renderBadges(locale, messages);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([GOOGLE_PLAY]);
    unmount();
    globalThis.__APP_CONFIG__ = { ...plainConfig, storeLinks: { appStore: '', googlePlay: '' } };
    renderBadges(locale, messages);
    expect(screen.queryByRole('list', { name: messages['home.stores.label'] })).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
