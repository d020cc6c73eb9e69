// The portfolio at scale (issue 13): search (prefixes, typos, either order, typed dates, external identifiers) with
// the relevance ordering, the lienholder / law firm / tag / treatment status filters, facet values with their counts
// (counters and grouped scans agree), the facet search endpoint, and validation of every new parameter.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestRegistry, loginAs, DEMO_EMAILS, type TestRegistry } from '../../registry/testing.ts';
import { INPUT_MESSAGES } from '../../registry/domain/input.ts';
import { call, V1 } from './helpers.ts';

let registry: TestRegistry;
let url: string;
let lawFirm: string;
let provider: string;
const LF = `${V1}/escrow-agent/portfolio/`;
const LH = `${V1}/lienholder/portfolio/`;

let lfCases: any[];
let lhCases: any[];

beforeAll(async () => {
  registry = await startTestRegistry();
  url = registry.url;
  [lawFirm, provider] = await Promise.all([loginAs(url, DEMO_EMAILS.lawFirm), loginAs(url, DEMO_EMAILS.provider)]);
  lfCases = (await call(url, `${LF}?page_size=off&is_closed=all`, { token: lawFirm })).body.results;
  lhCases = (await call(url, `${LH}?page_size=off&is_resolved=all`, { token: provider })).body.results;
});
afterAll(() => registry?.close());

const ids = (body: any): string[] => body.results.map((c: any) => c.id);
const idSet = (cases: any[]) => new Set(cases.map((c) => c.id));
const q = encodeURIComponent;

describe('search', () => {
  test('finds a misspelt name and the full name in either order, best matches first', async () => {
    // The longest name: a typo (the last two letters of each name swapped) leaves most of its trigrams.
    const target = [...lfCases].sort(
      (a, b) =>
        b.plaintiff.first_name.length + b.plaintiff.last_name.length - (a.plaintiff.first_name.length + a.plaintiff.last_name.length),
    )[0];
    const { first_name: first, last_name: last } = target.plaintiff;
    const swap = (name: string) => name.slice(0, -2) + name.at(-1) + name.at(-2);
    const typo = await call(url, `${LF}?is_closed=all&ordering=relevance&search=${q(`${swap(first)} ${swap(last)}`)}`, { token: lawFirm });
    expect(typo.status).toBe(200);
    expect(ids(typo.body)).toContain(target.id);
    // Two neighbouring letters swapped inside the last name only (the first name as it is).
    const inside = `${first} ${last.slice(0, 1)}${last[2]}${last[1]}${last.slice(3)}`;
    const swapped = await call(url, `${LF}?is_closed=all&page_size=off&search=${q(inside)}`, { token: lawFirm });
    expect(ids(swapped.body)).toContain(target.id);

    const reversed = await call(url, `${LF}?is_closed=all&ordering=relevance&search=${q(`${last.toUpperCase()} ${first}`)}`, {
      token: lawFirm,
    });
    expect(ids(reversed.body)[0]).toBe(target.id);
  });

  test('a letter left out is found by similarity; similar names are looked for only when no name matches the words', async () => {
    const target = [...lfCases].sort((a, b) => b.plaintiff.last_name.length - a.plaintiff.last_name.length)[0];
    const { first_name: first, last_name: last } = target.plaintiff;
    // No prefix and no swap of "<first> <last without its third letter>" names the case: only similarity does.
    const dropped = `${first} ${last.slice(0, 2)}${last.slice(3)}`;
    const similar = await call(url, `${LF}?is_closed=all&ordering=relevance&search=${q(dropped)}`, { token: lawFirm });
    expect(similar.status).toBe(200);
    expect(ids(similar.body)[0]).toBe(target.id);
    // The full name as typed matches by its words: every result matches every word, similar names stay out.
    const exact = await call(url, `${LF}?is_closed=all&page_size=off&search=${q(`${first} ${last}`)}`, { token: lawFirm });
    const startsWith = (c: any, word: string) =>
      [c.plaintiff.first_name, c.plaintiff.last_name].some((name: string) => name.toLowerCase().startsWith(word.toLowerCase()));
    expect(ids(exact.body)).toContain(target.id);
    expect(exact.body.results.every((c: any) => startsWith(c, first) && startsWith(c, last))).toBe(true);
    expect(exact.body.count).toBe(lfCases.filter((c) => startsWith(c, first) && startsWith(c, last)).length);
  });

  test('dates typed MM/DD/YYYY or YYYY-MM-DD match the birth date or the date of loss', async () => {
    const target = lfCases.find((c) => c.plaintiff.birthdate && c.date_of_loss);
    const [year, month, day] = target.plaintiff.birthdate.split('-');
    for (const typed of [`${month}/${day}/${year}`, target.plaintiff.birthdate, target.date_of_loss]) {
      const found = await call(url, `${LF}?page_size=off&is_closed=all&search=${q(typed)}`, { token: lawFirm });
      expect(ids(found.body), typed).toContain(target.id);
      const iso = typed.includes('/') ? target.plaintiff.birthdate : typed;
      expect(found.body.results.every((c: any) => c.plaintiff.birthdate === iso || c.date_of_loss === iso)).toBe(true);
      expect(found.body.count).toBe(lfCases.filter((c) => c.plaintiff.birthdate === iso || c.date_of_loss === iso).length);
    }
    // Not a calendar date: no date match (and no name starts with it).
    expect((await call(url, `${LF}?is_closed=all&search=${q('02/30/1980')}`, { token: lawFirm })).body.count).toBe(0);
  });

  test("external identifiers of the viewer's own systems, whole and case-insensitive", async () => {
    const shared = lfCases.find((c) => lhCases.some((other) => other.id === c.id));
    const [system] = (await call(url, `${V1}/escrow-agent/external-systems/`, { token: lawFirm })).body.results;
    const added = await call(url, `${V1}/escrow-agent/external-keys/`, {
      token: lawFirm,
      method: 'POST',
      body: { case: shared.id, registry_external_id: 'MRN-A2-0042', registry_legal_organization_external_system: system.id },
    });
    expect(added.status).toBe(201);
    expect(ids((await call(url, `${LF}?is_closed=all&search=mrn-a2-0042`, { token: lawFirm })).body)).toEqual([shared.id]);
    expect((await call(url, `${LF}?is_closed=all&search=mrn-a2-004`, { token: lawFirm })).body.count).toBe(0);
    // The lienholder on the same case does not find it by the law firm's identifier.
    expect((await call(url, `${LH}?is_resolved=all&search=MRN-A2-0042`, { token: provider })).body.count).toBe(0);
  });

  test('a relevance keyset walk visits every match once, forwards and back', async () => {
    // The most common initial of a last name: a search with many matches.
    const initials = Map.groupBy(lfCases, (c) => c.plaintiff.last_name.slice(0, 1).toLowerCase());
    const search = q([...initials].sort((a, b) => b[1].length - a[1].length)[0][0]);
    const all = await call(url, `${LF}?page_size=off&is_closed=all&ordering=relevance&search=${search}`, { token: lawFirm });
    expect(all.body.count).toBeGreaterThan(3);
    const seen: string[] = [];
    let next: string | null = `${LF}?page_size=2&is_closed=all&ordering=relevance&search=${search}`;
    let last: any;
    while (next) {
      last = await call(url, next, { token: lawFirm });
      expect(last.body.count).toBe(all.body.count);
      seen.push(...ids(last.body));
      next = last.body.next;
    }
    expect(seen).toEqual(ids(all.body));
    const back: string[] = [...ids(last.body)];
    let previous: string | null = last.body.previous;
    while (previous) {
      const page = await call(url, previous, { token: lawFirm });
      back.unshift(...ids(page.body));
      previous = page.body.previous;
    }
    expect(back).toEqual(ids(all.body));
    // Relevance without a search is the side's default ordering.
    const plain = await call(url, `${LF}?page_size=off&ordering=relevance`, { token: lawFirm });
    const byDefault = await call(url, `${LF}?page_size=off`, { token: lawFirm });
    expect(ids(plain.body)).toEqual(ids(byDefault.body));
  });
});

describe('filters', () => {
  test('law firm: lienholder (any of a list); the parameter is ignored on the lienholder side', async () => {
    const lienholderIds = [...new Set(lfCases.flatMap((c) => c.lienholders.map((l: any) => l.id)))];
    expect(lienholderIds.length).toBeGreaterThan(1);
    const [a, b] = lienholderIds;
    const one = await call(url, `${LF}?page_size=off&is_closed=all&lienholder=${a}`, { token: lawFirm });
    expect(idSet(one.body.results)).toEqual(idSet(lfCases.filter((c) => c.lienholders.some((l: any) => l.id === a))));
    expect(one.body.count).toBe(one.body.results.length);
    const both = await call(url, `${LF}?page_size=off&is_closed=all&lienholder=${a},${b}`, { token: lawFirm });
    expect(idSet(both.body.results)).toEqual(idSet(lfCases.filter((c) => c.lienholders.some((l: any) => [a, b].includes(l.id)))));
    const ignored = await call(url, `${LH}?is_resolved=all&lienholder=${a}`, { token: provider });
    expect(ignored.body.count).toBe(lhCases.length);
  });

  test('lienholder: law_firm lists and treatment_status', async () => {
    const firms = [...new Set(lhCases.map((c) => c.law_firm?.id).filter(Boolean))] as string[];
    expect(firms.length).toBeGreaterThan(1);
    const one = await call(url, `${LH}?page_size=off&is_resolved=all&law_firm=${firms[0]}`, { token: provider });
    expect(idSet(one.body.results)).toEqual(idSet(lhCases.filter((c) => c.law_firm?.id === firms[0])));
    const two = await call(url, `${LH}?page_size=off&is_resolved=all&law_firm=${firms.slice(0, 2).join(',')}`, { token: provider });
    expect(two.body.count).toBe(lhCases.filter((c) => firms.slice(0, 2).includes(c.law_firm?.id)).length);
    for (const status of ['TREATING', 'DONE_TREATING']) {
      const found = await call(url, `${LH}?page_size=off&is_resolved=all&treatment_status=${status}`, { token: provider });
      expect(idSet(found.body.results), status).toEqual(idSet(lhCases.filter((c) => c.user_lien.plaintiff_treatment_status === status)));
      expect(found.body.count).toBe(found.body.results.length);
    }
  });

  test('tag: the cases carrying it; removing it from a case takes the case out', async () => {
    const tag = await call(url, `${V1}/tags/`, { token: lawFirm, method: 'POST', body: { name: 'A2 facet tag' } });
    expect(tag.status).toBe(201);
    const [first, second] = lfCases;
    const links = [];
    for (const kase of [first, second]) {
      const link = await call(url, `${V1}/case-tags/`, { token: lawFirm, method: 'POST', body: { case: kase.id, tag: tag.body.id } });
      expect(link.status).toBe(201);
      links.push(link.body.id);
    }
    const tagged = await call(url, `${LF}?page_size=off&is_closed=all&tag=${tag.body.id}`, { token: lawFirm });
    expect(new Set(ids(tagged.body))).toEqual(new Set([first.id, second.id]));
    expect((await call(url, `${V1}/case-tags/${links[0]}/`, { token: lawFirm, method: 'DELETE' })).status).toBe(204);
    expect(ids((await call(url, `${LF}?page_size=off&is_closed=all&tag=${tag.body.id}`, { token: lawFirm })).body)).toEqual([second.id]);
  });

  test('every new parameter is validated with the catalogue texts', async () => {
    const bad = async (path: string) => (await call(url, path, { token: lawFirm })).body;
    const uuid = 'Must be a valid UUID.';
    expect(await bad(`${LF}?lienholder=nope`)).toEqual({ lienholder: [uuid] });
    expect(await bad(`${LF}?tag=1,2`)).toEqual({ tag: [uuid] });
    expect(await bad(`${LF}?law_firm=${lfCases[0].id},x`)).toEqual({ law_firm: [uuid] });
    expect(await bad(`${LF}counts/?tag=x`)).toEqual({ tag: [uuid] });
    expect((await call(url, `${LH}?treatment_status=HEALED`, { token: provider })).body).toEqual({
      treatment_status: ['Select a valid choice. HEALED is not one of the available choices.'],
    });
    const many = Array.from({ length: 101 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`).join(',');
    expect(await bad(`${LF}?tag=${many}`)).toEqual({ tag: ['Ensure this field has no more than 100 elements.'] });
    expect(await bad(`${LF}?search=${'a'.repeat(201)}`)).toEqual({ search: ['Ensure this field has no more than 200 characters.'] });
    for (const field of ['lienholder', 'tag', 'treatment_status', 'search', 'facet_search']) {
      expect(await bad(`${LF}search/?facet=tag&${field}=a%01b`), field).toEqual({ [field]: [INPUT_MESSAGES.disallowedCharacters] });
    }
    expect(await bad(`${LF}?ordering=-relevance,id&search=a`)).not.toHaveProperty('ordering');
  });
});

describe('counts and facet values', () => {
  test('law firm: lienholder and tag facets agree with the filtered lists; totals; zero-count tags', async () => {
    const empty = await call(url, `${V1}/tags/`, { token: lawFirm, method: 'POST', body: { name: 'A2 unused tag' } });
    const counts = await call(url, `${LF}counts/`, { token: lawFirm });
    expect(counts.status).toBe(200);
    const open = lfCases.filter((c) => !c.is_closed);
    expect(counts.body.count).toBe(open.length);
    const { lienholder, tag, law_firm: lawFirmFacet, treatment_status: treatment } = counts.body.facets;
    expect(lawFirmFacet).toBeUndefined();
    expect(treatment).toBeUndefined();
    const lienholderIds = new Set(open.flatMap((c) => c.lienholders.map((l: any) => l.id)));
    expect(counts.body.facet_totals.lienholder).toBe(lienholderIds.size);
    expect(lienholder.length).toBe(Math.min(15, lienholderIds.size));
    for (const value of lienholder) {
      expect(value.count, value.name).toBe(open.filter((c) => c.lienholders.some((l: any) => l.id === value.id)).length);
    }
    const sorted = [...lienholder].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
    expect(lienholder.map((v: any) => v.count)).toEqual(sorted.map((v) => v.count));
    expect(tag).toContainEqual({ id: empty.body.id, name: 'A2 unused tag', count: 0 });

    // Under a lienholder filter the other facets narrow, the lienholder facet does not (its own filter).
    const chosen = lienholder[0];
    const filtered = await call(url, `${LF}counts/?lienholder=${chosen.id}`, { token: lawFirm });
    expect(filtered.body.count).toBe(chosen.count);
    expect(filtered.body.facets.lienholder).toEqual(lienholder);
    const statusSum = Object.values(filtered.body.status as Record<string, number>).reduce((sum, n) => sum + n, 0);
    expect(statusSum).toBe(open.filter((c) => c.status && c.lienholders.some((l: any) => l.id === chosen.id)).length);
  });

  test('lienholder: law firm and treatment status facets agree with the lists', async () => {
    const counts = await call(url, `${LH}counts/?is_resolved=all`, { token: provider });
    expect(counts.body.facets.lienholder).toBeUndefined();
    for (const value of counts.body.facets.law_firm) {
      expect(value.count, value.name).toBe(lhCases.filter((c) => c.law_firm?.id === value.id).length);
    }
    expect(counts.body.facets.treatment_status).toEqual({
      TREATING: lhCases.filter((c) => c.user_lien.plaintiff_treatment_status === 'TREATING').length,
      DONE_TREATING: lhCases.filter((c) => c.user_lien.plaintiff_treatment_status === 'DONE_TREATING').length,
    });
  });

  test('the counters and an exact scan give the same counts', async () => {
    const me = await call(url, `${V1}/accounts-auth/`, { token: lawFirm });
    const ownId = me.body.registry_accounts[0].registry_legal_organization.id;
    for (const filter of ['', 'is_closed=all', 'is_closed=true', 'status=NEGOTIATION,IN_LITIGATION', 'is_out_of_date=true']) {
      // law_firm=<own id> matches every entry but forces the grouped scan.
      const counted = await call(url, `${LF}counts/?${filter}`, { token: lawFirm });
      const scanned = await call(url, `${LF}counts/?${filter}&law_firm=${ownId}`, { token: lawFirm });
      const { facets: _a, facet_totals: _b, ...countedFigures } = counted.body;
      const { facets: _c, facet_totals: _d, ...scannedFigures } = scanned.body;
      expect(scannedFigures, filter).toEqual(countedFigures);
      expect(scanned.body.facets.lienholder, filter).toEqual(counted.body.facets.lienholder);
      expect((await call(url, `${LF}?${filter}`, { token: lawFirm })).body.count, filter).toBe(counted.body.count);
    }
  });

  test('one lienholder, tag or law firm is counted from its counters, a list by a scan: the same figures', async () => {
    const none = '00000000-0000-4000-8000-000000000000';
    const figures = (body: any) => ({
      count: body.count,
      status: body.status,
      is_out_of_date: body.is_out_of_date,
      is_closed: body.is_closed,
    });
    const lienholder = (await call(url, `${LF}counts/?is_closed=all`, { token: lawFirm })).body.facets.lienholder[0].id;
    for (const other of ['', 'is_closed=all', 'is_out_of_date=true']) {
      const filter = `${other}&lienholder=${lienholder}`;
      const counted = await call(url, `${LF}counts/?${filter}`, { token: lawFirm });
      const scanned = await call(url, `${LF}counts/?${filter},${none}`, { token: lawFirm });
      expect(figures(counted.body), filter).toEqual(figures(scanned.body));
      expect((await call(url, `${LF}?page_size=off&${filter}`, { token: lawFirm })).body.results.length, filter).toBe(counted.body.count);
    }
    const firm = lhCases[0].law_firm.id;
    const counted = await call(url, `${LH}counts/?is_resolved=all&law_firm=${firm}`, { token: provider });
    const scanned = await call(url, `${LH}counts/?is_resolved=all&law_firm=${firm},${none}`, { token: provider });
    expect(figures(counted.body)).toEqual(figures(scanned.body));
    expect(counted.body.count).toBe(lhCases.filter((c) => c.law_firm?.id === firm).length);
  });

  test('facet search: names containing the text, counted like the facets; bad input refused', async () => {
    const counts = await call(url, `${LF}counts/`, { token: lawFirm });
    const value = counts.body.facets.lienholder[0];
    const part = value.name.slice(1, 5);
    const found = await call(url, `${LF}search/?facet=lienholder&facet_search=${q(part.toUpperCase())}`, { token: lawFirm });
    expect(found.status).toBe(200);
    expect(found.body.results).toContainEqual(value);
    expect(found.body.results.every((v: any) => v.name.toLowerCase().includes(part.toLowerCase()))).toBe(true);
    expect((await call(url, `${LF}search/?facet=lienholder&facet_search=zzzz-no-such`, { token: lawFirm })).body).toEqual({ results: [] });
    const tags = await call(url, `${LF}search/?facet=tag&facet_search=a2`, { token: lawFirm });
    expect(tags.body.results.map((v: any) => v.name)).toContain('A2 unused tag');
    const firms = await call(url, `${LH}search/?facet=law_firm`, { token: provider });
    expect(firms.body.results.length).toBeGreaterThan(0);

    expect((await call(url, `${LF}search/`, { token: lawFirm })).body).toEqual({ facet: ['This field is required.'] });
    expect((await call(url, `${LF}search/?facet=law_firm`, { token: lawFirm })).body).toEqual({
      facet: ['"law_firm" is not a valid choice.'],
    });
    expect((await call(url, `${LH}search/?facet=lienholder`, { token: provider })).body).toEqual({
      facet: ['"lienholder" is not a valid choice.'],
    });
    expect((await call(url, `${LF}search/?facet=tag&facet_search=${'x'.repeat(201)}`, { token: lawFirm })).body).toEqual({
      facet_search: ['Ensure this field has no more than 200 characters.'],
    });
  });
});
