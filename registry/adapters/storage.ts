// File storage: documents the next issues bring (lien documents, chat attachments). The embedded default writes to
// local disk under the registry's data directory; every file gets a random stored name (never the uploader's name,
// so names cannot collide, leak or walk out of the directory). An object store (S3 and the like) implements the same
// interface.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface StoredFile {
  /** The stored name: 32 hex characters, the only handle to the file. */
  key: string;
  size: number;
  contentType: string;
}

export interface FileStorage {
  put(content: Uint8Array, contentType: string): Promise<StoredFile>;
  /** The file's bytes, or null when there is no such file. */
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
}

const KEY = /^[0-9a-f]{32}$/;

/** Files under `directory` (created on the first write). */
export function createDiskStorage(directory: string): FileStorage {
  const pathOf = (key: string) => {
    if (!KEY.test(key)) throw new Error('storage: not a stored file name');
    // Two-character fan-out keeps any one directory small.
    return path.join(directory, key.slice(0, 2), key);
  };
  return {
    async put(content, contentType) {
      const key = randomBytes(16).toString('hex');
      const file = pathOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, content, { flag: 'wx' });
      return { key, size: content.byteLength, contentType };
    },
    async get(key) {
      if (!KEY.test(key)) return null;
      try {
        await stat(pathOf(key));
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      if (!KEY.test(key)) return;
      await rm(pathOf(key), { force: true });
    },
  };
}
