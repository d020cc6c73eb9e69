// Portfolio search by relevance on cases made for it: what matches the word as typed comes first, then what only a
// swapped-letter variant matches, each by id; keyset pages cut the same order. Its own registry: the cases it creates
// would show in the events other files read.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestRegistry, loginAs, DEMO_EMAILS, type TestRegistry } from '../../registry/testing.ts';
import { swapsOf } from '../../registry/domain/portfolio/search.ts';
import { call, V1 } from './helpers.ts';

let registry: TestRegistry;
let url: string;
let provider: string;
const LH = `${V1}/lienholder/portfolio/`;

beforeAll(async () => {
  registry = await startTestRegistry();
  url = registry.url;
  provider = await loginAs(url, DEMO_EMAILS.provider);
});
afterAll(() => registry?.close());

const ids = (body: any): string[] => body.results.map((c: any) => c.id);

describe('search by relevance', () => {
  test('a one-word search by relevance: matches as typed first, then swapped-letter matches, each by id', async () => {
    const lawFirmId = (await call(url, `${LH}?page_size=1`, { token: provider })).body.results[0].law_firm.id;
    const create = async (first_name: string, last_name: string) => {
      const created = await call(url, LH, {
        method: 'POST',
        token: provider,
        body: {
          plaintiff: { first_name, last_name },
          date_of_loss: '2024-01-02',
          type: 'MOTOR_VEHICLE_ACCIDENT',
          law_firm: lawFirmId,
          contact: { first_name: 'Cy', last_name: 'Doe', email: 'cy@example.test' },
        },
      });
      expect(created.status).toBe(201);
      return created.body.id as string;
    };
    const word = 'zorv';
    expect(swapsOf(word)).toContain('ozrv');
    // Three cases found as typed, three only by a swapped-letter variant of the word (ids are random: the order by id
    // alone would put the two kinds together only by chance).
    const typed = [await create('Zorvak', 'Quill'), await create('Ada', 'Zorvalen'), await create('Zorva', 'Lind')].sort();
    const swapped = [await create('Ozrvin', 'Quill'), await create('Ada', 'Zrovek'), await create('Zovrin', 'Lind')].sort();
    const found = await call(url, `${LH}?is_resolved=all&page_size=off&ordering=relevance&search=${word}`, { token: provider });
    expect(ids(found.body)).toEqual([...typed, ...swapped]);
    expect(found.body.count).toBe(6);
    // Keyset pages cut the same order.
    const pages: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 6; page++) {
      const next: { body: any } = await call(
        url,
        `${LH}?is_resolved=all&page_size=1&ordering=relevance&search=${word}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        {
          token: provider,
        },
      );
      pages.push(...ids(next.body));
      cursor = next.body.cursors[0];
    }
    expect(pages).toEqual(ids(found.body));
  });
});
