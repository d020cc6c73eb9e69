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
