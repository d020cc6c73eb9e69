// Uploads at the size limit, several at once, over throttled lines: the server (the whole portal, in a child
// process) must stream them to storage rather than hold them. Measures the child's resident memory from
// /proc/<pid>/status (VmRSS every 50 ms) before and while the uploads run, and how long they took.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { createInterface } from 'node:readline';
import { MAX_DOCUMENT_BYTES } from '../../registry/domain/documents/limits.ts';
import { DEMO_EMAILS } from '../../registry/seed/demo.ts';
import { loginAs } from '../../registry/testing.ts';
import { repoRoot } from './portal.ts';

export interface UploadResult {
  uploads: number;
  bytesEach: number;
  /** Bytes per second each upload was throttled to. */
  lineBytesPerSecond: number;
  rssBeforeMiB: number;
  rssPeakMiB: number;
  seconds: number;
  statuses: number[];
}

const MiB = 1024 * 1024;

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kib * 1024;
}

async function startServer(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--max-semi-space-size=32', path.join(repoRoot, 'scripts/lib/upload-bench-server.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: process.env,
  });
  const lines = createInterface({ input: child.stdout! });
  for await (const line of lines) {
    if (!line.startsWith('{"benchServer"')) continue;
    return { child, url: (JSON.parse(line) as { url: string }).url };
  }
  throw new Error('the upload bench server stopped before listening');
}

/** `bytes` bytes of varied content, produced at most `bytesPerSecond` (a slow line), in 64 KiB chunks. */
function throttledBody(bytes: number, bytesPerSecond: number): Readable {
  const chunk = Buffer.alloc(64 * 1024);
  for (let i = 0; i < chunk.length; i++) chunk[i] = (i * 31) & 0xff;
  async function* produce() {
    const started = performance.now();
    let sent = 0;
    while (sent < bytes) {
      const size = Math.min(chunk.length, bytes - sent);
      yield size === chunk.length ? chunk : chunk.subarray(0, size);
      sent += size;
      const ahead = (sent / bytesPerSecond) * 1000 - (performance.now() - started);
      if (ahead > 5) await sleep(ahead);
    }
  }
  return Readable.from(produce());
}

async function upload(url: string, token: string, index: number, bytes: number, bytesPerSecond: number): Promise<number> {
  const target = await fetch(`${url}/api/registry/v1/documents/upload-url/`, {
    method: 'POST',
    headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ filename: `records-${index}.pdf`, size: bytes, content_type: 'application/pdf' }),
  });
  if (target.status !== 201) throw new Error(`upload-url: ${target.status} ${await target.text()}`);
  const { upload_url: uploadUrl, upload_data: data } = (await target.json()) as {
    upload_url: string;
    upload_data: { method: string; headers: Record<string, string> };
  };
  const answer = await fetch(new URL(uploadUrl, url), {
    method: data.method,
    headers: { ...data.headers, 'content-length': String(bytes) },
    body: Readable.toWeb(throttledBody(bytes, bytesPerSecond)) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  await answer.arrayBuffer();
  return answer.status;
}

export async function measureUploads(options: { uploads: number; lineBytesPerSecond: number }): Promise<UploadResult> {
  const { child, url } = await startServer();
  try {
    const token = await loginAs(url, DEMO_EMAILS.provider);
    // Let start-up allocations settle before the baseline.
    await sleep(2000);
    const rssBefore = rssOf(child.pid!);
    let peak = rssBefore;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(child.pid!))), 50);
    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: options.uploads }, (_, index) => upload(url, token, index, MAX_DOCUMENT_BYTES, options.lineBytesPerSecond)),
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rssOf(child.pid!));
    return {
      uploads: options.uploads,
      bytesEach: MAX_DOCUMENT_BYTES,
      lineBytesPerSecond: options.lineBytesPerSecond,
      rssBeforeMiB: rssBefore / MiB,
      rssPeakMiB: peak / MiB,
      seconds,
      statuses,
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}
