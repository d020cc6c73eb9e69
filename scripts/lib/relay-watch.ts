// Recompiles the Relay artifacts while `npm run dev` runs. relay-compiler's own --watch needs Watchman, which a
// developer's machine rarely has; Node's recursive fs.watch is enough: a change to a source file under web/src
// (not the artifacts themselves) runs the compiler once the edits settle, and Vite then hot-reloads the result.
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';

const SETTLE_MS = 150;

export function watchRelayArtifacts(repoRoot: string, logger: Logger): () => void {
  const sourceRoot = path.join(repoRoot, 'web/src');
  const compiler = path.join(repoRoot, 'node_modules/.bin/relay-compiler');
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let again = false;

  const compile = () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    const child = spawn(compiler, [], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('close', (code) => {
      running = false;
      if (code === 0) logger.info('relay artifacts recompiled');
      else logger.error({ output: output.trim() }, 'relay-compiler failed; fix the graphql tag and save again');
      if (again) {
        again = false;
        compile();
      }
    });
  };

  const watcher = watch(sourceRoot, { recursive: true }, (_event, file) => {
    if (!file || file.includes('__generated__') || !/\.(ts|tsx)$/.test(file)) return;
    clearTimeout(timer);
    timer = setTimeout(compile, SETTLE_MS);
  });
  return () => {
    clearTimeout(timer);
    watcher.close();
  };
}
