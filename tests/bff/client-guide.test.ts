// The examples of bff/README.md's client guide run as written: each ```graphql block (with the ```json variables
// after it) is valid against the schema and answers without errors, signed in as the demo law firm.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, validate, type OperationDefinitionNode } from 'graphql';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { schema } from '../../bff/schema/index.ts';
import { gql, startBffStack, type BffStack } from './helpers.ts';

interface Example {
  document: string;
  variables: Record<string, unknown>;
  kind: OperationDefinitionNode['operation'];
  name: string;
}

function guideExamples(): Example[] {
  const readme = readFileSync(path.resolve(import.meta.dirname, '../../bff/README.md'), 'utf8');
  const guide = readme.slice(readme.indexOf('## Client guide'));
  const blocks = [...guide.matchAll(/```(graphql|json)\n([\s\S]*?)```/g)].map((match) => ({ language: match[1]!, text: match[2]! }));
  const examples: Example[] = [];
  blocks.forEach((block, index) => {
    if (block.language !== 'graphql') return;
    const next = blocks[index + 1];
    const operation = parse(block.text).definitions[0] as OperationDefinitionNode;
    examples.push({
      document: block.text,
      variables: next?.language === 'json' ? (JSON.parse(next.text) as Record<string, unknown>) : {},
      kind: operation.operation,
      name: operation.name?.value ?? '(anonymous)',
    });
  });
  return examples;
}

const examples = guideExamples();
let stack: BffStack;
let token: string;

beforeAll(async () => {
  stack = await startBffStack();
});
afterAll(async () => {
  await stack?.close();
});

describe("bff/README.md's client guide", () => {
  test('has an example of each kind: query, mutation, subscription, and a paged query', () => {
    expect(new Set(examples.map((example) => example.kind))).toEqual(new Set(['query', 'mutation', 'subscription']));
    expect(examples.some((example) => example.document.includes('pageInfo'))).toBe(true);
  });

  test('every example is valid against the schema', () => {
    for (const example of examples)
      expect(
        validate(schema, parse(example.document)).map((error) => error.message),
        example.name,
      ).toEqual([]);
  });

  test('the mutation signs in as written', async () => {
    const [signIn] = examples.filter((example) => example.kind === 'mutation');
    const reply = await gql(stack, signIn!.document, signIn!.variables);
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data.login.userErrors).toEqual([]);
    token = reply.body.data.login.token;
    expect(token).toBeTruthy();
  });

  test('the queries answer without errors, and the paged one pages with its endCursor', async () => {
    for (const example of examples.filter((candidate) => candidate.kind === 'query')) {
      const reply = await gql(stack, example.document, example.variables, { token });
      expect(reply.body.errors, example.name).toBeUndefined();
      expect(reply.body.data.viewer, example.name).not.toBeNull();
      const page = reply.body.data.viewer.portfolio;
      if (!page) continue;
      expect(page.totalCount).toBeGreaterThan(page.edges.length);
      expect(page.pageInfo.hasNextPage).toBe(true);
      const next = await gql(stack, example.document, { ...example.variables, after: page.pageInfo.endCursor }, { token });
      expect(next.body.errors).toBeUndefined();
      expect(next.body.data.viewer.portfolio.edges[0].node.id).not.toBe(page.edges[0].node.id);
    }
  });

  test('the subscription is accepted over graphql-ws', async () => {
    const [subscription] = examples.filter((example) => example.kind === 'subscription');
    const client = createClient({
      url: `${stack.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `JWT ${token}` },
      retryAttempts: 0,
    });
    try {
      const refused = new Promise<unknown>((resolve) => {
        client.subscribe(
          { query: subscription!.document, variables: subscription!.variables },
          { next: () => {}, error: resolve, complete: () => {} },
        );
      });
      // A round trip on the same connection: had the subscription been refused, its error came first.
      const answered = new Promise<unknown>((resolve, reject) => {
        client.subscribe({ query: '{ viewer { user { email } } }' }, { next: resolve, error: reject, complete: () => {} });
      });
      expect(await Promise.race([refused.then((error) => ({ refused: error })), answered.then(() => 'accepted')])).toBe('accepted');
    } finally {
      await client.dispose();
    }
  });
});
