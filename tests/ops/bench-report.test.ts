// The bench's bookkeeping: blocks between markers, and the portfolio figures judged against the issue-13 goals.
import { describe, expect, test } from 'vitest';
import { findBlock, markers, writeBlock } from '../../scripts/lib/bench-blocks.ts';
import { portfolioReport, type StoreRun } from '../../scripts/lib/portfolio-bench.ts';
import { accessLogReport } from '../../scripts/lib/access-log-bench.ts';

describe('bench blocks', () => {
  const portfolio = markers('bench-portfolio');

  test('a block replaces its old figures and leaves the text around it', () => {
    const text = `# Benchmarks\n\n${portfolio.start}\nold\n${portfolio.end}\n\nnotes by hand\n`;
    const written = writeBlock(text, portfolio, 'new figures');
    expect(written).toBe(`# Benchmarks\n\n${portfolio.start}\nnew figures\n${portfolio.end}\n\nnotes by hand\n`);
    expect(findBlock(written, portfolio)).toBe(`${portfolio.start}\nnew figures\n${portfolio.end}`);
  });

  test('a new block goes after its anchor, or at the end', () => {
    expect(writeBlock('# Benchmarks\nrest\n', portfolio, 'x', '# Benchmarks')).toBe(
      `# Benchmarks\n\n${portfolio.start}\nx\n${portfolio.end}\n\nrest\n`,
    );
    expect(writeBlock('intro', portfolio, 'x', 'missing anchor')).toBe(`intro\n\n${portfolio.start}\nx\n${portfolio.end}\n`);
  });

  test('a replacement with $ signs is written as it is', () => {
    const text = `${portfolio.start}\nold\n${portfolio.end}`;
    expect(writeBlock(text, portfolio, "costs $& and $'")).toContain("costs $& and $'");
  });
});

describe('portfolio report', () => {
  const run = (
    store: StoreRun['store'],
    size: number,
    p95: number,
    extra: Partial<StoreRun['tenants'][0]['operations'][0]> = {},
  ): StoreRun => ({
    store,
    size,
    seedSeconds: 1,
    load: 0.5,
    tenants: [
      {
        choice: 'law-firm:largest',
        name: 'Firm 1',
        email: 'lf-1@synthetic.test',
        cases: size / 8,
        operations: [
          { group: 'first page', label: 'first page of 20 with its total', rest: { p50: p95 / 2, p95 } },
          { group: 'search', label: 'a typo', rest: { error: 'HTTP 400 {"search":["x"]}' } },
          { group: 'graphql', label: 'first page through GraphQL', ...extra, rest: { p50: 10, p95: 12 } },
        ],
      },
    ],
  });

  test('each figure against its goals: 50 ms, growth over the smallest size, PGlite against PostgreSQL, BFF overhead', () => {
    const runs = [
      run('postgres', 10_000, 10, { restPaired: { p50: 10, p95: 12 }, graphql: { p50: 11, p95: 13 } }),
      run('postgres', 1_000_000, 16, { restPaired: { p50: 10, p95: 12 }, graphql: { p50: 12, p95: 14 } }),
      run('pglite', 10_000, 40),
      run('postgres', 100_000, 60),
    ];
    const { benchmarks, readme } = portfolioReport(runs, { runs: 10 });
    const row = benchmarks.split('\n').find((line) => line.startsWith('| first page of 20'))!;
    const cells = row.split(' | ');
    expect(cells[1]).toBe('5.0 / 10.0 ✓');
    expect(cells[2]).toBe('8.0 / 16.0 ✗ 1.6× 10 k');
    expect(cells[3]).toBe('20.0 / 40.0 ✗ 4.0× PostgreSQL');
    expect(cells[4]).toBe('30.0 / 60.0 ✗ p95 > 50 ms, 6.0× 10 k |');
    expect(benchmarks).toContain('error: HTTP 400 {"search":["x"]}');
    const bff = benchmarks.split('\n').find((line) => line.startsWith('| first page through GraphQL'))!;
    expect(bff).toContain('(REST 10.0 / 12.0, 1.10×) ✓');
    expect(bff).toContain('✗ BFF 1.20×');
    expect(readme).toContain('of 12 figures meet every goal');
  });
});

describe('access log report', () => {
  test('the cost of the log against its 10 % budget, wall time and CPU', () => {
    const { benchmarks, readme } = accessLogReport(
      [
        {
          cases: 10_000,
          email: 'lf-1@synthetic.test',
          load: 0.5,
          on: { p50: 11, p95: 20, cpuP50: 12 },
          off: { p50: 10, p95: 18, cpuP50: 10 },
        },
      ],
      { runs: 100 },
    );
    const row = benchmarks.split('\n').find((line) => line.startsWith('| 10,000'))!;
    expect(row).toBe('| 10,000 | 11.0 / 20.0 | 10.0 / 18.0 | 10.0 % ✓ | 12.0 / 10.0 | 20.0 % ✗ |');
    expect(benchmarks).toContain('400 runs of each in alternation');
    expect(readme).toContain(row);
  });
});
