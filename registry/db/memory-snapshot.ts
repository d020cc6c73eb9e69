// In-memory stores (tests, benches) start from a snapshot: a new PGlite runs initdb, and the registry's store every
// migration, which costs seconds of CPU each time; loading a dumped data directory takes about one second. The
// snapshot is kept in the process and in a file of the system's temporary directory, named by what it depends on
// (the PGlite version and the caller's key, e.g. a hash of the migrations), so test files and runs share it. Each
// store loaded from a snapshot is its own: nothing written to one is seen by another.
import { createHash, randomUUID } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

// The package does not export its package.json: read the one above its entry point.
const pgliteVersion = (
  JSON.parse(
    readFileSync(path.join(path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite'))), '..', 'package.json'), 'utf8'),
  ) as {
    version: string;
  }
).version;
const snapshots = new Map<string, Promise<Blob>>();

async function takeSnapshot(file: string, prepare: (template: PGlite) => Promise<void>, options: PGliteOptions): Promise<Blob> {
  try {
    return new Blob([await readFile(file)]);
  } catch {
    // None yet (or unreadable): take it.
  }
  const template = await PGlite.create('memory://', options);
  let snapshot: Blob;
  try {
    await prepare(template);
    snapshot = await template.dumpDataDir('none');
  } finally {
    await template.close();
  }
  // Written aside and renamed, so a process reading it at the same time never sees half a file.
  const partial = `${file}.${randomUUID()}.partial`;
  await writeFile(partial, Buffer.from(await snapshot.arrayBuffer()));
  await rename(partial, file).catch(() => undefined);
  return snapshot;
}

/**
 * The data directory `prepare` leaves in a new PGlite, as a tarball for PGlite's `loadDataDir`: taken once per
 * `name` and `key` (in this process and the temporary directory). `key` must change whenever what `prepare` does
 * changes (a new migration); options that shape the data must be the same for every call of a name.
 */
export function pgliteSnapshot(
  name: string,
  key: string,
  prepare: (template: PGlite) => Promise<void>,
  options: PGliteOptions = {},
): Promise<Blob> {
  const id = createHash('sha256').update(`${name}\0${key}\0${pgliteVersion}`).digest('hex').slice(0, 16);
  let snapshot = snapshots.get(id);
  if (!snapshot) {
    snapshot = takeSnapshot(path.join(os.tmpdir(), `lien-registry-${name}-${id}.tar`), prepare, options);
    snapshots.set(id, snapshot);
    // A failed snapshot is not kept: the next call tries again (and reports its own error).
    snapshot.catch(() => snapshots.delete(id));
  }
  return snapshot;
}

/** A new in-memory PGlite holding what `prepare` left in the snapshot named `name` (see pgliteSnapshot). */
export async function openMemoryPGlite(
  name: string,
  key: string,
  prepare: (template: PGlite) => Promise<void>,
  options: PGliteOptions = {},
): Promise<PGlite> {
  return PGlite.create('memory://', { ...options, loadDataDir: await pgliteSnapshot(name, key, prepare, options) });
}
