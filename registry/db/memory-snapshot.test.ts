import { randomUUID } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { openMemoryPGlite } from './memory-snapshot.ts';

const snapshotFiles = (name: string) =>
  readdirSync(os.tmpdir()).filter((file) => file.startsWith(`lien-registry-${name}-`) && file.endsWith('.tar'));

describe('openMemoryPGlite', () => {
  // Each run's keys are new: their snapshot files (tens of MB each) would pile up in the temporary directory.
  afterAll(() => {
    for (const file of [...snapshotFiles('snapshot-test'), ...snapshotFiles('failing-snapshot')]) {
      rmSync(path.join(os.tmpdir(), file), { force: true });
    }
  });

  it('gives every store what the snapshot holds, keeps their writes apart, and prepares once per key', async () => {
    const key = randomUUID();
    let prepared = 0;
    const prepare = async (template: PGlite) => {
      prepared += 1;
      await template.exec(`create table notes (id int primary key, text text); insert into notes values (1, 'from the snapshot')`);
    };
    const before = snapshotFiles('snapshot-test').length;
    const first = await openMemoryPGlite('snapshot-test', key, prepare);
    const second = await openMemoryPGlite('snapshot-test', key, prepare);
    try {
      expect(prepared).toBe(1);
      // Kept for other processes too.
      expect(snapshotFiles('snapshot-test').length).toBe(before + 1);
      await first.exec(`insert into notes values (2, 'only in the first')`);
      const inFirst = await first.query<{ id: number }>('select id from notes order by id');
      const inSecond = await second.query<{ id: number; text: string }>('select id, text from notes order by id');
      expect(inFirst.rows.map((row) => row.id)).toEqual([1, 2]);
      expect(inSecond.rows).toEqual([{ id: 1, text: 'from the snapshot' }]);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('does not keep a snapshot whose preparation failed', async () => {
    const key = randomUUID();
    await expect(openMemoryPGlite('failing-snapshot', key, () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    const store = await openMemoryPGlite('failing-snapshot', key, (template) =>
      template.exec('create table t (id int)').then(() => undefined),
    );
    try {
      expect((await store.query('select count(*)::int as n from t')).rows).toEqual([{ n: 0 }]);
    } finally {
      await store.close();
    }
  });
});
