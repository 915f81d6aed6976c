import { screen, waitFor, within } from '@testing-library/react';
import { preloadScreens, renderApp } from '../../test/renderApp';
import en from '../../i18n/en.json';
import fr from '../../i18n/fr.json';
import ar from '../../i18n/ar.json';

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

beforeAll(() => preloadScreens('/aboutpage', '/services'));

const footer = () => within(screen.getByRole('contentinfo'));

test('a company anchor link from another page navigates first, then scrolls smoothly to its section', async () => {
  const scrollIntoView = jest.spyOn(Element.prototype, 'scrollIntoView');
  const { user, router } = await renderApp({ url: '/cities' });

  await user.click(footer().getByRole('link', { name: en['footer.company.careers'] }));

  await waitFor(() => expect(router.state.location).toMatchObject({ pathname: '/aboutpage', hash: '#ca' }));
  expect(await screen.findByRole('heading', { level: 1, name: en['page.about.title'] })).toBeInTheDocument();
  await waitFor(() => expect(scrollIntoView.mock.contexts).toContain(document.getElementById('ca')));
  expect(scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'smooth', block: 'start' });
  // The keyboard continues from the section, as after a real in-page link.
  expect(document.getElementById('ca')).toHaveFocus();
  // A section is no control: no focus ring drawn around it.
  expect(document.getElementById('ca')).toHaveStyle({ outline: 'none' });
});

test('an anchor link on its own page scrolls without leaving it', async () => {
  const scrollIntoView = jest.spyOn(Element.prototype, 'scrollIntoView');
  const { user, router } = await renderApp({ url: '/aboutpage' });
  await screen.findByRole('heading', { level: 1, name: en['page.about.title'] });

  await user.click(footer().getByRole('link', { name: en['footer.company.team'] }));
  await waitFor(() => expect(scrollIntoView.mock.contexts).toContain(document.getElementById('tm')));
  expect(router.state.location).toMatchObject({ pathname: '/aboutpage', hash: '#tm' });
});

test('someone who asked for less motion is not scrolled smoothly', async () => {
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: query.includes('prefers-reduced-motion: reduce'),
        media: query,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList,
  );
  const scrollIntoView = jest.spyOn(Element.prototype, 'scrollIntoView');
  const { user } = await renderApp({ url: '/' });
  await user.click(footer().getByRole('link', { name: en['nav.service.roadtest'] }));
  await waitFor(() => expect(scrollIntoView.mock.contexts).toContain(document.getElementById('roadtest')));
  expect(scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'auto', block: 'start' });
});

test('the footer holds navigation, services, company links and the contact details', async () => {
  await renderApp({ url: '/' });
  const f = footer();
  expect(f.getByText(en['footer.blurb'])).toBeInTheDocument();

  const services = within(f.getByRole('navigation', { name: en['footer.services.title'] }));
  expect(services.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/services#bde', '/services#private', '/services#roadtest']);

  const company = within(f.getByRole('navigation', { name: en['footer.company.title'] }));
  expect(company.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
    '/aboutpage#ab',
    '/aboutpage#ca',
    '/aboutpage#tm',
    '/aboutpage#pri',
    '/partner',
    '/aboutpage#contact',
  ]);

  const navigation = within(f.getByRole('navigation', { name: en['footer.navigation.title'] }));
  expect(navigation.getByRole('link', { name: en['nav.instructors'] })).toHaveAttribute('href', '/Certificated-Instructors');

  expect(f.getByText(/Kingston, ON/)).toBeInTheDocument();
  expect(f.getByRole('link', { name: en['footer.contact.phone'] })).toHaveAttribute('href', 'tel:+16135550142');
  expect(f.getByRole('link', { name: en['footer.contact.email'] })).toHaveAttribute('href', `mailto:${en['footer.contact.email']}`);
  expect(f.getByText(`© ${new Date().getFullYear()} Drive Ontario. All rights reserved.`)).toBeInTheDocument();
});

test('four social links open in a new tab, safely, with names that say so', async () => {
  await renderApp({ url: '/' });
  const social = within(footer().getByRole('list', { name: en['footer.social.label'] }));
  const links = social.getAllByRole('link');
  expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
    en['footer.social.facebook'],
    en['footer.social.instagram'],
    en['footer.social.x'],
    en['footer.social.linkedin'],
  ]);
  for (const link of links) {
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  }
});

test('the footer speaks the reader’s language', async () => {
  await renderApp({ url: '/' }, { locale: 'fr' });
  expect(footer().getByRole('link', { name: fr['footer.company.privacy'] })).toHaveAttribute('href', '/fr/aboutpage#pri');
  // The postal code is held together by a no-break space, which the matcher normalizes.
  expect(footer().getByText(fr['footer.contact.address'].replace(/\s/g, ' '))).toBeInTheDocument();
});

test.each([
  ['en', en],
  ['ar', ar],
] as const)('the admin login is a footer link (%s), one URL in every language, and not in the header', async (locale, messages) => {
  await renderApp({ url: '/' }, { locale });
  expect(footer().getByRole('link', { name: messages['footer.adminLogin'] })).toHaveAttribute('href', '/admin/login');
  expect(within(screen.getByRole('banner')).queryByRole('link', { name: messages['footer.adminLogin'] })).not.toBeInTheDocument();
});
