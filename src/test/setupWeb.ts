import '@testing-library/jest-dom';

// Node's fetch needs absolute URLs; the browser resolves '' against the page's origin.
globalThis.__APP_CONFIG__ = { apiBaseUrl: 'http://localhost', demo: null };
