// Viewer.rewards: a law-firm user of an organisation in the rewards programme sees their points and progress;
// everyone else gets null (the header then shows no rewards button).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import protectedRouteQuery from '../../web/src/__generated__/ProtectedRouteQuery.graphql.ts';
import { DEMO_EMAILS, loginAs } from '../../registry/testing.ts';
import { gql, startBffStack, type BffStack } from './helpers.ts';

let stack: BffStack;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  stack = await startBffStack();
  for (const key of ['lawFirm', 'lawFirm2', 'provider', 'funder', 'staff'] as const)
    tokens[key] = await loginAs(stack.registry.url, DEMO_EMAILS[key]);
});
afterAll(() => stack?.close());

const REWARDS = `{ viewer { rewards { totalPoints pointsToCard percent cardPoints rule } } }`;

describe('rewards', () => {
  test('a participating law firm user sees the defaults, then the points the registry awarded', async () => {
    const first = await gql(stack, REWARDS, {}, { token: tokens.lawFirm });
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data.viewer.rewards).toEqual({
      totalPoints: 0,
      pointsToCard: 5000,
      percent: 0,
      cardPoints: 5000,
      rule: expect.stringContaining('points'),
    });

    const db = stack.registry.registry.db;
    const user = await db.selectFrom('users').select('id').where('email', '=', DEMO_EMAILS.lawFirm).executeTakeFirstOrThrow();
    const account = await db.selectFrom('accounts').select('organization_id').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    await db
      .insertInto('reward_points')
      .values(
        [0, 1, 2].map((period) => ({
          organization_id: account.organization_id,
          user_id: user.id,
          points: 1000,
          reason: 'CASE_STATUS_UPDATED',
          case_id: null,
          period,
          source_key: `test:${period}`,
        })),
      )
      .execute();
    const after = await gql(stack, REWARDS, {}, { token: tokens.lawFirm });
    expect(after.body.data.viewer.rewards).toMatchObject({ totalPoints: 3000, pointsToCard: 2000, percent: 60 });
  });

  test('a law firm outside the programme and a lienholder get null, without an error', async () => {
    for (const key of ['lawFirm2', 'provider']) {
      const reply = await gql(stack, REWARDS, {}, { token: tokens[key] });
      expect(reply.body.errors, key).toBeUndefined();
      expect(reply.body.data.viewer.rewards, key).toBeNull();
    }
  });

  test("the header's query (bell and rewards, as the web sends it) answers for every kind of user without errors", async () => {
    const operations = JSON.parse(readFileSync('web/persisted-operations.json', 'utf8')) as Record<string, string>;
    const text = operations[protectedRouteQuery.params.id!];
    expect(text).toContain('notificationCounts');
    for (const [key, token] of Object.entries(tokens)) {
      const reply = await gql(stack, text, {}, { token });
      expect(reply.body.errors, key).toBeUndefined();
      expect(reply.body.data.viewer, key).toMatchObject({ notificationCounts: { unviewed: expect.any(Number) } });
      expect(reply.body.data.viewer.rewards === null, key).toBe(key !== 'lawFirm');
    }
  });
});
