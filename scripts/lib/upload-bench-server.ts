// The server of the upload benchmark, alone in its process so its memory can be read from outside: the whole
// portal as `npm start` composes it (registry with its embedded store and disk storage, BFF), demo data seeded,
// on a free port. Prints one JSON line {url} when it listens; stops on SIGTERM.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { startPortal } from './portal.ts';

const dataDir = process.env.DATA_DIR || mkdtempSync(path.join(tmpdir(), 'upload-bench-'));
const portal = await startPortal({
  port: 0,
  host: '127.0.0.1',
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir,
  seedDemo: true,
  logger: pino({ level: 'warn' }, pino.destination(2)),
});
process.stdout.write(`${JSON.stringify({ benchServer: true, url: portal.url.replace('localhost', '127.0.0.1') })}\n`);
process.on('SIGTERM', () => {
  void portal.close().then(() => process.exit(0));
});
