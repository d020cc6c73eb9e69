// Finds the Chromium the end-to-end tests drive (Debian's package; Playwright's own download cannot work here).
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return CANDIDATES.find((candidate) => existsSync(candidate));
}

/** Installs Debian's chromium when the machine allows it (root and apt-get); returns the path or undefined. */
export function ensureChromium(log: (line: string) => void): string | undefined {
  const found = findChromium();
  if (found || process.env.CHROMIUM_PATH) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) return undefined;
  log('Chromium not found: installing Debian package `chromium` with apt-get…');
  try {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  } catch {
    return undefined;
  }
  return findChromium();
}
