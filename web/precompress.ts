// Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the build, once, at the highest levels:
// the server sends them as they are (scripts/lib/web-static.ts, @fastify/static's preCompressed) instead of
// compressing each answer again at a lower level.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|txt)$/;
/** Below this a compressed copy saves less than the headers of the answer. */
const MIN_BYTES = 1024;

export async function precompressFile(file: string): Promise<void> {
  const bytes = await readFile(file);
  if (bytes.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

/** Files of the bundle (chunks and assets, index.html among them) that compress; not Vite's manifest. */
export function compressibleFiles(fileNames: Iterable<string>): string[] {
  return [...fileNames].filter((name) => TEXT_FILE.test(name) && !name.startsWith('.vite/'));
}

export function precompress(): Plugin {
  return {
    name: 'lien-registry:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? path.dirname(options.file ?? '');
      await Promise.all(compressibleFiles(Object.keys(bundle)).map((name) => precompressFile(path.join(outDir, name))));
    },
  };
}
