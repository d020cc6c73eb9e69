import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, test } from 'vitest';
import { yogaLogging } from './observability.ts';
import { RegistryHttpError } from './rest/registry-client.ts';

function capture() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as { level: number; msg: string });
      done();
    },
  });
  return { logger: yogaLogging(pino({ level: 'debug' }, stream)), lines };
}

describe("Yoga's error lines", () => {
  test('a refusal by the registry is a warning; anything else stays an error', async () => {
    const { logger, lines } = capture();
    logger.error(new RegistryHttpError('GET', '/api/registry/v1/accounts/', 403, { detail: 'Your registration is awaiting approval.' }));
    logger.error(new RegistryHttpError('GET', '/api/registry/v1/accounts/', 502, {}));
    logger.error(new Error('boom'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [40, 'GET /api/registry/v1/accounts/ answered 403'],
      [50, 'GET /api/registry/v1/accounts/ answered 502'],
      [50, 'boom'],
    ]);
  });
});
