// relay-compiler configuration: fragments and queries live beside their components in web/src;
// generated artifacts are committed (CI fails when they are stale). Named exports because the package is
// ESM ("type": "module") and relay-compiler reads the module namespace as the config object.
export const src = './web/src';
export const schema = './schema.graphql';
export const language = 'typescript';
export const artifactDirectory = './web/src/__generated__';
export const eagerEsModules = true;
export const excludes = ['**/node_modules/**', '**/__generated__/**'];
// `import type` in artifacts: tsconfig has verbatimModuleSyntax, and bundlers must not see type-only imports.
export const useImportTypeSyntax = true;
// Persisted operations: every query, mutation and subscription is hashed into web/persisted-operations.json
// (id → text); artifacts carry only the id, the browser sends `{ documentId, variables }`, and the BFF runs the text
// it read from that file (bff/persisted-operations.ts). The file only grows: ids of older builds keep working for
// pages still open across a deploy. To drop the ids no build uses any more, write `{}` into it and run `npm run relay`.
export const persistConfig = { file: './web/persisted-operations.json', algorithm: 'SHA256' };
