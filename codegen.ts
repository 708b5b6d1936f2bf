// graphql-codegen: TypeScript types for the GraphQL operations written outside the web app
// (benchmarks and scripts), generated from the committed schema.graphql. The web app's
// operations are typed by the Relay compiler instead (`pnpm relay`), which also checks them.
// Run `pnpm codegen` after changing a benchmark operation (the typecheck then checks its use).
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['tests/bench/**/*.ts', '!tests/bench/__generated__/**'],
  generates: {
    'tests/bench/__generated__/operations.ts': {
      plugins: ['typescript', 'typescript-operations'],
      config: { onlyOperationTypes: true, avoidOptionals: true, enumsAsTypes: true },
    },
  },
};

export default config;
