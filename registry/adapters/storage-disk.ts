// Files on local disk under one directory: `<directory>/<first two characters of the key>/<key>` (the fan-out keeps
// any one directory small), its content type beside it in `<key>.type`. A file is written under a temporary name
// and renamed into place only once complete, so no half file is ever readable.
import { randomBytes } from 'node:crypto';
import { constants, createWriteStream } from 'node:fs';
import { copyFile, mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ByteLimit, checkPutOptions, isStorageKey, newStorageKey, type FileStorage } from './storage.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files under `directory` (created on the first write). */
export function createDiskStorage(directory: string): FileStorage {
  // Only ever called with a checked key: the key is the whole name, so no path can be named.
  const pathOf = (key: string) => path.join(directory, key.slice(0, 2), key);
  const typePathOf = (key: string) => `${pathOf(key)}.type`;

  return {
    async put(content, options) {
      checkPutOptions(options);
      const key = newStorageKey();
      const file = pathOf(key);
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      const limit = new ByteLimit(options.maxBytes);
      await mkdir(path.dirname(file), { recursive: true });
      try {
        await pipeline(content, limit, createWriteStream(partial, { flags: 'wx' }));
        // The type first: once the file is visible, so is its type.
        await writeFile(typePathOf(key), options.contentType, { flag: 'wx' });
        await rename(partial, file);
      } catch (error) {
        await Promise.all([rm(partial, { force: true }), rm(typePathOf(key), { force: true })]);
        throw error;
      }
      return { key, size: limit.bytes, contentType: options.contentType };
    },

    async open(key) {
      if (!isStorageKey(key)) return null;
      try {
        // Opened here, so a missing file is null now rather than an error on the stream later.
        const handle = await open(pathOf(key), 'r');
        return handle.createReadStream();
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async stat(key) {
      if (!isStorageKey(key)) return null;
      try {
        const [file, contentType] = await Promise.all([stat(pathOf(key)), readFile(typePathOf(key), 'utf8')]);
        return file.isFile() ? { key, size: file.size, contentType } : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      if (!isStorageKey(key)) return;
      // The file first: a type without its file is never read.
      await rm(pathOf(key), { force: true });
      await rm(typePathOf(key), { force: true });
    },

    async copy(fromKey) {
      if (!isStorageKey(fromKey)) return null;
      const contentType = await readFile(typePathOf(fromKey), 'utf8').catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (contentType === null) return null;
      const key = newStorageKey();
      const file = pathOf(key);
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      await mkdir(path.dirname(file), { recursive: true });
      try {
        // A copy of its own (a clone where the file system can), never a link: the two must stay apart.
        await copyFile(pathOf(fromKey), partial, constants.COPYFILE_EXCL | constants.COPYFILE_FICLONE);
        await writeFile(typePathOf(key), contentType, { flag: 'wx' });
        await rename(partial, file);
      } catch (error) {
        await Promise.all([rm(partial, { force: true }), rm(typePathOf(key), { force: true })]);
        if (isMissing(error)) return null;
        throw error;
      }
      return { key, size: (await stat(file)).size, contentType };
    },

    async signedDownloadUrl() {
      return null;
    },

    async signedUploadUrl() {
      return null;
    },

    async *list() {
      // `<directory>/<two characters>/<key>`: only complete files (no `.type`, no `.partial`) are listed.
      const fanOut = await readdir(directory, { withFileTypes: true }).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      });
      for (const entry of fanOut) {
        if (!entry.isDirectory() || !/^[0-9a-f]{2}$/.test(entry.name)) continue;
        const names = await readdir(path.join(directory, entry.name)).catch((error: unknown) => {
          if (isMissing(error)) return [];
          throw error;
        });
        const page = [];
        for (const name of names) {
          if (!isStorageKey(name) || name.slice(0, 2) !== entry.name) continue;
          const file = await stat(pathOf(name)).catch((error: unknown) => {
            if (isMissing(error)) return null;
            throw error;
          });
          if (file?.isFile()) page.push({ key: name, modifiedAt: file.mtime });
        }
        if (page.length) yield page;
      }
    },
  };
}
