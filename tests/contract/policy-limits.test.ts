// Policy limits: the money and type rules (MedPay without a maximum), the law firm adds and deletes, whoever
// sees the case reads them, everyone else is refused.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestRegistry, loginAs, DEMO_EMAILS, type TestRegistry } from '../../registry/testing.ts';
import { call, V1 } from './helpers.ts';

let registry: TestRegistry;
let url: string;
const tokens: Record<string, string> = {};
let caseId: string;
const ADD = `${V1}/escrow-agent/policy-limits/`;

beforeAll(async () => {
  registry = await startTestRegistry();
  url = registry.url;
  for (const key of ['lawFirm', 'lawFirm2', 'provider', 'insurer'] as const) tokens[key] = await loginAs(url, DEMO_EMAILS[key]);
  const mine = (await call(url, `${V1}/lienholder/portfolio/?page_size=off`, { token: tokens.provider })).body.results;
  const firm = new Set(
    (await call(url, `${V1}/escrow-agent/portfolio/?page_size=off`, { token: tokens.lawFirm })).body.results.map((c: any) => c.id),
  );
  caseId = mine.find((c: any) => firm.has(c.id)).id;
});
afterAll(() => registry?.close());

describe('policy limits', () => {
  test('bad input is a field error and adds nothing', async () => {
    const attempts: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [
        { case: caseId },
        {
          coverage_type: ['This field is required.'],
          coverage_limit_lower: ['This field is required.'],
          coverage_limit_upper: ['This field is required.'],
        },
      ],
      [
        { case: caseId, coverage_type: 'LIFE', coverage_limit_lower: '1', coverage_limit_upper: '2' },
        { coverage_type: ['"LIFE" is not a valid choice.'] },
      ],
      [
        { case: caseId, coverage_type: 'BODILY_INJURY', coverage_limit_lower: '50000', coverage_limit_upper: '25000' },
        { coverage_limit_upper: ['Ensure Max is greater than or equal to Min.'] },
      ],
      [
        { case: caseId, coverage_type: 'UI_UIM', coverage_limit_lower: '1.234', coverage_limit_upper: '5' },
        { coverage_limit_lower: ['Ensure that there are no more than 2 decimal places.'] },
      ],
    ];
    for (const [body, errors] of attempts) {
      const reply = await call(url, ADD, { token: tokens.lawFirm, method: 'POST', body });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body).toEqual(errors);
    }
    expect((await call(url, `${V1}/escrow-agent/policy-limits/?case=${caseId}`, { token: tokens.lawFirm })).body.count).toBe(0);
  });

  test('the law firm adds (MedPay without a maximum); the lienholder on the case reads; others do not', async () => {
    const bodily = await call(url, ADD, {
      token: tokens.lawFirm,
      method: 'POST',
      body: { case: caseId, coverage_type: 'BODILY_INJURY', coverage_limit_lower: '25000', coverage_limit_upper: '50000' },
    });
    expect(bodily.status).toBe(201);
    expect(bodily.body).toMatchObject({
      coverage_type: 'BODILY_INJURY',
      coverage_limit_lower: '25000.00',
      coverage_limit_upper: '50000.00',
    });
    const medpay = await call(url, ADD, {
      token: tokens.lawFirm,
      method: 'POST',
      body: { case: caseId, coverage_type: 'MEDPAY', coverage_limit_lower: '5000', coverage_limit_upper: '9999' },
    });
    expect(medpay.body).toMatchObject({ coverage_type: 'MEDPAY', coverage_limit_upper: null });
    const seen = await call(url, `${V1}/lienholder/policy-limits/?case=${caseId}`, { token: tokens.provider });
    expect(seen.body.results.map((p: any) => p.coverage_type)).toEqual(['BODILY_INJURY', 'MEDPAY']);
    expect((await call(url, `${V1}/escrow-agent/policy-limits/?case=${caseId}`, { token: tokens.lawFirm2 })).body.results).toEqual([]);
    const insurerSees = (await call(url, `${V1}/lienholder/portfolio/${caseId}/`, { token: tokens.insurer })).status === 200;
    if (!insurerSees)
      expect((await call(url, `${V1}/lienholder/policy-limits/?case=${caseId}`, { token: tokens.insurer })).body.results).toEqual([]);
    const history = await call(url, `${V1}/escrow-agent/activities/?case=${caseId}&page_size=1`, { token: tokens.lawFirm });
    expect(history.body.results[0]).toMatchObject({ type: 'POLICY_LIMIT_ADDED', activity_data: { updated_item: 'MedPay' } });
  });

  test("only the case's law firm adds or deletes", async () => {
    const body = { case: caseId, coverage_type: 'UI_UIM', coverage_limit_lower: '1000', coverage_limit_upper: '2000' };
    expect((await call(url, ADD, { token: tokens.provider, method: 'POST', body })).status).toBe(403);
    expect((await call(url, ADD, { token: tokens.lawFirm2, method: 'POST', body })).body).toEqual({ case: ['Not found.'] });
    const [first] = (await call(url, `${V1}/escrow-agent/policy-limits/?case=${caseId}`, { token: tokens.lawFirm })).body.results;
    expect((await call(url, `${ADD}${first.id}/`, { token: tokens.lawFirm2, method: 'DELETE' })).status).toBe(404);
    expect((await call(url, `${ADD}${first.id}/`, { token: tokens.provider, method: 'DELETE' })).status).toBe(403);
    expect((await call(url, `${ADD}${first.id}/`, { token: tokens.lawFirm, method: 'DELETE' })).status).toBe(204);
    expect(
      (await call(url, `${V1}/escrow-agent/policy-limits/?case=${caseId}`, { token: tokens.lawFirm })).body.results.map((p: any) => p.id),
    ).not.toContain(first.id);
  });
});
