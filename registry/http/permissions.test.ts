import Fastify from 'fastify';
import { describe, expect, test } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { createTokenSigner } from '../auth/tokens.ts';
import { installErrorHandling } from './errors.ts';
import { installPermissions } from './permissions.ts';
import { createAdapters } from '../adapters/index.ts';
import { createOutboxMailer } from '../adapters/mail.ts';

describe('deny by default', () => {
  test('a route without a permission is refused; a public one answers; unknown paths are 404', async () => {
    const app = Fastify();
    installErrorHandling(app);
    installPermissions(app, {
      db: {} as Kysely<Database>,
      signer: createTokenSigner('secret'),
      settings: { referralLawFirmIsLawFirm: false, environment: 'test', version: '0', publicUrl: 'http://localhost:8080' },
      serviceKey: 'key',
      adapters: createAdapters('/nonexistent', { mail: createOutboxMailer({} as Kysely<Database>) }),
    });
    app.get('/forgotten', async () => ({ secret: true }));
    app.get('/open', { config: { permission: 'public' } }, async () => ({ ok: true }));
    app.get('/service', { config: { permission: 'service' } }, async () => ({ ok: true }));
    app.get('/boom', { config: { permission: 'public' } }, async () => {
      throw new Error('database password is hunter2');
    });

    const forgotten = await app.inject({ url: '/forgotten' });
    expect(forgotten.statusCode).toBe(403);
    expect(forgotten.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    expect((await app.inject({ url: '/open' })).json()).toEqual({ ok: true });
    expect((await app.inject({ url: '/service', headers: { authorization: 'Service key' } })).statusCode).toBe(200);
    expect((await app.inject({ url: '/service', headers: { authorization: 'Service nope' } })).statusCode).toBe(401);
    expect((await app.inject({ url: '/missing' })).json()).toEqual({ detail: 'Not found.' });
    const boom = await app.inject({ url: '/boom' });
    expect(boom.statusCode).toBe(500);
    expect(boom.json()).toEqual({ detail: 'Internal server error.' });
    await app.close();
  });
});
