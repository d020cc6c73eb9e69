import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { createDiskStorage } from './storage.ts';

const directories: string[] = [];
afterAll(() => Promise.all(directories.map((directory) => rm(directory, { recursive: true, force: true }))));

describe('disk storage', () => {
  test('stores under a random name, reads it back, deletes it; foreign or unknown names read as nothing', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'storage-test-'));
    directories.push(directory);
    const storage = createDiskStorage(path.join(directory, 'files'));
    const bytes = new TextEncoder().encode('a lien document');
    const first = await storage.put(bytes, 'application/pdf');
    const second = await storage.put(bytes, 'application/pdf');
    expect(first).toEqual({ key: expect.stringMatching(/^[0-9a-f]{32}$/), size: bytes.byteLength, contentType: 'application/pdf' });
    expect(second.key).not.toBe(first.key);
    expect(new TextDecoder().decode((await storage.get(first.key))!)).toBe('a lien document');
    // Only stored names are handles: no path can be named.
    expect(await storage.get('../../etc/passwd')).toBeNull();
    expect(await storage.get('0'.repeat(32))).toBeNull();
    await storage.delete(first.key);
    expect(await storage.get(first.key)).toBeNull();
    expect(await storage.get(second.key)).not.toBeNull();
    // Everything lives under the directory it was given.
    expect((await readdir(path.join(directory, 'files'))).sort()).toEqual(
      [...new Set([first.key.slice(0, 2), second.key.slice(0, 2)])].sort(),
    );
  });
});
