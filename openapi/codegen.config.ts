import type { ConfigFile } from '@rtk-query/codegen-openapi';

// Paths are relative to this file. `tag: true` turns each operation's OpenAPI tag into
// providesTags / invalidatesTags, which is how admin lists refresh after a mutation.
const config: ConfigFile = {
  schemaFile: './spec.yaml',
  apiFile: '../src/api/emptyApi.ts',
  apiImport: 'emptyApi',
  outputFile: '../src/api/generated/api.gen.ts',
  exportName: 'generatedApi',
  hooks: true,
  tag: true,
};

export default config;
