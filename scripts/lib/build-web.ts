// Builds the web client with Vite when web/dist is missing or older than its sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import { repoRoot, webDist } from './portal.ts';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

export function webBuildIsStale(): boolean {
  const index = path.join(webDist, 'index.html');
  if (!existsSync(index)) return true;
  return newestMtime(path.join(repoRoot, 'web')) > statSync(index).mtimeMs;
}

export async function buildWebIfStale(logger: Logger): Promise<void> {
  if (!webBuildIsStale()) return;
  logger.info('building the web client (vite build)…');
  const { build } = await import('vite');
  await build({ configFile: path.join(repoRoot, 'web/vite.config.ts'), logLevel: 'warn' });
  logger.info('web client built');
}
