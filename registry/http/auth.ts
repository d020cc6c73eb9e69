// Sign-in, token refresh and the signed-in user with its accounts.
import type { FastifyInstance } from 'fastify';
import { login, refresh } from '../auth/login.ts';
import { MESSAGES, validationError, type FieldErrors } from '../domain/errors.ts';
import { serializeAccount, serializeUser } from '../domain/serialize.ts';
import { contextOf } from './permissions.ts';
import type { RouteDeps } from './types.ts';

function requireStrings<K extends string>(body: unknown, fields: K[]): Record<K, string> {
  const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const errors: FieldErrors = {};
  for (const field of fields) {
    const value = input[field];
    if (value === undefined || value === null || value === '') errors[field] = [MESSAGES.required];
    else if (typeof value !== 'string') errors[field] = [MESSAGES.notAString];
  }
  if (Object.keys(errors).length) throw validationError(errors);
  return input as Record<K, string>;
}

export function authRoutes(app: FastifyInstance, { db, signer, settings }: RouteDeps): void {
  app.post('/api/v1/auth/jwt/', { config: { permission: 'public' } }, async (request) => {
    const { username, password } = requireStrings(request.body, ['username', 'password']);
    const { user, ...tokens } = await login(db, signer, username, password);
    return { ...tokens, user: serializeUser(user) };
  });

  app.post('/api/v1/auth/jwt/refresh/', { config: { permission: 'public' } }, async (request) => {
    const { token } = requireStrings(request.body, ['token']);
    return refresh(db, signer, token);
  });

  app.get('/api/registry/v1/accounts-auth/', { config: { permission: 'user' } }, async (request) => {
    const ctx = contextOf(request);
    const accounts = await db
      .selectFrom('accounts as a')
      .innerJoin('legal_organizations as o', 'o.id', 'a.organization_id')
      .selectAll('a')
      .select([
        'o.name', 'o.type', 'o.address1', 'o.address2', 'o.city', 'o.state', 'o.zip_code', 'o.website',
        'o.phone_number as organization_phone_number', 'o.can_create_registry_cases', 'o.is_rewards_participant',
        'o.notes_disabled', 'o.shares_documents_manually', 'o.is_partner_law_firm', 'o.is_new_case_email_enabled',
        'o.employer_id_number', 'o.stripe_connected_account_id', 'o.created_at as organization_created_at',
      ])
      .where('a.user_id', '=', ctx.user.id)
      .where('a.is_active', '=', true)
      .where('a.is_suspended', '=', false)
      .orderBy('a.created_at')
      .orderBy('a.id')
      .execute();
    return {
      ...serializeUser(ctx.user),
      registry_accounts: accounts.map((row) =>
        serializeAccount(
          row,
          {
            ...row,
            id: row.organization_id,
            phone_number: row.organization_phone_number,
            created_at: row.organization_created_at,
          },
          settings.referralLawFirmIsLawFirm,
        ),
      ),
      active_account_id: ctx.account?.id ?? null,
      impersonated_by: ctx.impersonatedBy ? { id: ctx.impersonatedBy.id, email: ctx.impersonatedBy.email } : null,
    };
  });
}
