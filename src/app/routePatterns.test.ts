import { routePatterns } from './prerender';

test('the route patterns the build hands the server: every page in every language, no catch-all', () => {
  const patterns = routePatterns();
  expect(patterns).toEqual(
    expect.arrayContaining([
      '/',
      '/services',
      '/payment-page',
      '/bookings',
      '/fr/bookings/:id',
      '/ar/receipts/:id',
      '/verify',
      '/fr',
      '/fr/services',
      '/ar/Certificated-Instructors',
      '/admin/login',
      '/admin',
      '/admin/inquiries',
      '/admin/addpartner',
    ]),
  );
  expect(patterns.filter((p) => p.includes('*'))).toEqual([]);
  expect(new Set(patterns).size).toBe(patterns.length);
});
