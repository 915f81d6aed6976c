import type { ConfigFile } from '@rtk-query/codegen-openapi';
import { isOfficeOperation, isSignedInOperation, serverOnlyOperations, streamOperations } from './clientSplit';

type Definition = { operation: { tags?: string[]; security?: Record<string, unknown>[] } };
const inBrowser = (name: string) => !serverOnlyOperations.includes(name) && !streamOperations.includes(name);
const signedIn = (name: string, { operation }: Definition) => isSignedInOperation(name, operation.tags ?? [], operation.security ?? []);
const office = ({ operation }: Definition) => isOfficeOperation(operation.tags ?? [], operation.security ?? []);

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
      filterEndpoints: (name, definition) => inBrowser(name) && !signedIn(name, definition),
    },
    '../src/api/generated/signedIn.gen.ts': {
      exportName: 'generatedSignedInApi',
      filterEndpoints: (name, definition) => inBrowser(name) && signedIn(name, definition) && !office(definition),
    },
    '../src/api/generated/office.gen.ts': {
      exportName: 'generatedOfficeApi',
      filterEndpoints: (name, definition) => inBrowser(name) && office(definition),
    },
  },
};

export default config;
