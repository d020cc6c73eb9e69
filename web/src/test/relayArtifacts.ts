/**
 * The vitest `web` project runs without babel-plugin-relay, so `graphql` tags would throw at runtime.
 * Test files mock react-relay's `graphql` with `graphqlFromArtifacts`, which returns the artifact the
 * Babel plugin would have imported: the one named after the tag's operation or fragment.
 */
import type * as ReactRelay from 'react-relay';
import type { GraphQLTaggedNode } from 'relay-runtime';

const artifacts = import.meta.glob<GraphQLTaggedNode>('../__generated__/*.graphql.ts', {
  eager: true,
  import: 'default',
});

export function graphqlFromArtifacts(strings: TemplateStringsArray | string): GraphQLTaggedNode {
  const text = typeof strings === 'string' ? strings : strings.join('');
  const name = /\b(?:fragment|query|mutation|subscription)\s+(\w+)/.exec(text)?.[1];
  const artifact = name ? artifacts[`../__generated__/${name}.graphql.ts`] : undefined;
  if (!artifact) throw new Error(`No generated artifact for graphql tag ${name ?? text.slice(0, 40)}; run relay-compiler.`);
  return artifact;
}

export async function mockReactRelay(importOriginal: () => Promise<typeof ReactRelay>) {
  return { ...(await importOriginal()), graphql: graphqlFromArtifacts };
}
