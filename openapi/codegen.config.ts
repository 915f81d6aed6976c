import type { ConfigFile } from '@rtk-query/codegen-openapi';

type Operation = { operation: { tags?: string[] } };

// Selling (checkout, bookings, receipts, the office's packages and settings) is used only by
// lazily loaded screens, so its endpoints live in their own file that those screens inject;
// the public pages' bundle never carries them. The Stripe webhook is for Stripe, not the browser.
const browserOnly = (name: string) => name !== 'handleStripeWebhook';
const isEnrolment = (name: string, { operation }: Operation) => {
  const tags = operation.tags ?? [];
  return tags.includes('Bookings') || tags.includes('Settings') || (tags.includes('Packages') && name !== 'listPackages');
};

// Paths are relative to this file. `tag: true` turns each operation's OpenAPI tag into
// providesTags / invalidatesTags, which is how admin lists refresh after a mutation.
const config: ConfigFile = {
  schemaFile: './spec.yaml',
  apiFile: '../src/api/emptyApi.ts',
  apiImport: 'emptyApi',
  hooks: true,
  tag: true,
  outputFiles: {
    '../src/api/generated/api.gen.ts': {
      exportName: 'generatedApi',
      filterEndpoints: (name, definition) => browserOnly(name) && !isEnrolment(name, definition),
    },
    '../src/api/generated/enrolment.gen.ts': {
      exportName: 'generatedEnrolmentApi',
      filterEndpoints: (name, definition) => browserOnly(name) && isEnrolment(name, definition),
    },
  },
};

export default config;
