// A lienholder's payout account (the settings' payment information card; spec 000 "Payment information"). Only an
// admin of a lienholder organisation connects or disconnects it; a law firm never has one. The offline provider's
// account is ready at once; a Stripe Connect account is connected once its onboarding lets it take charges (the
// `account.updated` webhook, or the next look at the account).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PaymentProvider } from '../../adapters/payments.ts';
import type { RequestContext, Viewer } from '../context.ts';
import { forbidden } from '../errors.ts';

export const ONLY_LIENHOLDER_ADMINS = 'Only lienholder administrators can manage the payment account.';

export const mayManagePayouts = (ctx: RequestContext, viewer: Viewer) => viewer.kind === 'LIENHOLDER' && ctx.account?.role === 'ADMIN';

export interface AccountStatus {
  connected: boolean;
  provider: PaymentProvider['kind'];
  /** The last 4 characters of the connected account's id. */
  account_hint: string | null;
  connected_at: string | null;
  onboarding_pending: boolean;
  viewer_can: { manage: boolean };
}

async function promoteIfReady(db: Kysely<Database>, provider: PaymentProvider, organizationId: string): Promise<void> {
  const pending = await db
    .selectFrom('payment_account_onboarding')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  if (!pending || pending.provider !== provider.kind) return;
  const account = await provider.retrieveAccount(pending.account_id);
  if (!account.chargesEnabled) return;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('payment_account_onboarding').where('organization_id', '=', organizationId).execute();
    await trx
      .insertInto('payment_accounts')
      .values({ organization_id: organizationId, provider: provider.kind, account_id: account.id })
      .onConflict((oc) => oc.column('organization_id').doNothing())
      .execute();
  });
}

export async function accountStatus(
  db: Kysely<Database>,
  ctx: RequestContext,
  viewer: Viewer,
  provider: PaymentProvider,
): Promise<AccountStatus> {
  const manage = mayManagePayouts(ctx, viewer);
  if (viewer.kind !== 'LIENHOLDER')
    return {
      connected: false,
      provider: provider.kind,
      account_hint: null,
      connected_at: null,
      onboarding_pending: false,
      viewer_can: { manage },
    };
  await promoteIfReady(db, provider, viewer.organizationId).catch(() => undefined);
  const row = await db.selectFrom('payment_accounts').selectAll().where('organization_id', '=', viewer.organizationId).executeTakeFirst();
  const pending = await db
    .selectFrom('payment_account_onboarding')
    .select('account_id')
    .where('organization_id', '=', viewer.organizationId)
    .executeTakeFirst();
  return {
    connected: Boolean(row),
    provider: provider.kind,
    account_hint: row ? row.account_id.slice(-4) : null,
    connected_at: row ? row.connected_at.toISOString() : null,
    onboarding_pending: !row && Boolean(pending),
    viewer_can: { manage },
  };
}

/** GET /stripe/connect/: the address the admin goes to next (Stripe's onboarding, or back to settings when ready). */
export async function connectAccount(
  db: Kysely<Database>,
  ctx: RequestContext,
  viewer: Viewer,
  provider: PaymentProvider,
  publicUrl: string,
): Promise<{ redirect_url: string; connected: boolean }> {
  if (!mayManagePayouts(ctx, viewer)) throw forbidden(ONLY_LIENHOLDER_ADMINS);
  const settingsUrl = `${publicUrl}/settings/account`;
  const connected = await db
    .selectFrom('payment_accounts')
    .select('account_id')
    .where('organization_id', '=', viewer.organizationId)
    .executeTakeFirst();
  if (connected) return { redirect_url: `${settingsUrl}?payments=connected`, connected: true };
  let pending = await db
    .selectFrom('payment_account_onboarding')
    .selectAll()
    .where('organization_id', '=', viewer.organizationId)
    .executeTakeFirst();
  if (!pending || pending.provider !== provider.kind) {
    const account = await provider.createConnectedAccount({
      organizationId: viewer.organizationId,
      email: ctx.user.email,
      idempotencyKey: `account:${viewer.organizationId}:${pending?.created_at.getTime() ?? 0}`,
    });
    await db
      .insertInto('payment_account_onboarding')
      .values({ organization_id: viewer.organizationId, provider: provider.kind, account_id: account.id })
      .onConflict((oc) => oc.column('organization_id').doUpdateSet({ provider: provider.kind, account_id: account.id }))
      .execute();
    pending = await db
      .selectFrom('payment_account_onboarding')
      .selectAll()
      .where('organization_id', '=', viewer.organizationId)
      .executeTakeFirstOrThrow();
  }
  await promoteIfReady(db, provider, viewer.organizationId);
  const ready = await db
    .selectFrom('payment_accounts')
    .select('account_id')
    .where('organization_id', '=', viewer.organizationId)
    .executeTakeFirst();
  if (ready) return { redirect_url: `${settingsUrl}?payments=connected`, connected: true };
  const url = await provider.onboardingUrl({
    account: pending.account_id,
    returnUrl: `${settingsUrl}?payments=return`,
    refreshUrl: `${settingsUrl}?payments=refresh`,
  });
  return { redirect_url: url ?? `${settingsUrl}?payments=return`, connected: false };
}

/** GET /stripe/disconnect/: the organisation stops taking card payments (documents already paid stay paid). */
export async function disconnectAccount(db: Kysely<Database>, ctx: RequestContext, viewer: Viewer): Promise<{ connected: false }> {
  if (!mayManagePayouts(ctx, viewer)) throw forbidden(ONLY_LIENHOLDER_ADMINS);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('payment_accounts').where('organization_id', '=', viewer.organizationId).execute();
    await trx.deleteFrom('payment_account_onboarding').where('organization_id', '=', viewer.organizationId).execute();
  });
  return { connected: false };
}
