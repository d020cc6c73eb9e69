// Organisation settings and the user's own name (domain/organization-settings.ts; registry/API.md "Organisation
// settings"): GET, PATCH and PUT legal-organizations/<id>/ for the acting organisation (another one's id is not found;
// members read, admins write), GET and PATCH /api/v1/auth/users/me/.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  assertOwnOrganization,
  mayEditOrganization,
  readOrganizationSettings,
  updateOrganizationSettings,
  updateOwnName,
} from '../domain/organization-settings.ts';
import { serializeOrganization, serializeUser } from '../domain/serialize.ts';
import { contextOf, viewerOf } from './permissions.ts';
import type { RouteDeps } from './types.ts';

export function organizationSettingsRoutes(app: FastifyInstance, { db, settings }: RouteDeps): void {
  /** The organisation as its members read it on the settings page, with what the viewer may do. */
  async function settingsOf(request: FastifyRequest, id: string) {
    const ctx = contextOf(request);
    const row = await readOrganizationSettings(db, id);
    const admin = mayEditOrganization(ctx, id);
    return {
      ...serializeOrganization(row, settings.referralLawFirmIsLawFirm),
      has_contacts: row.has_contacts,
      has_tags: row.has_tags,
      // The payment information card's fields: its admins' only (the card is theirs).
      check_mailing_address: admin ? row.check_mailing_address : null,
      employer_id_number: admin ? row.employer_id_number : null,
      viewer_can: { update: admin },
    };
  }

  app.get<{ Params: { id: string } }>(
    '/api/registry/v1/legal-organizations/:id/',
    { config: { permission: 'account', audit: 'none' } },
    async (request) => {
      viewerOf(request);
      assertOwnOrganization(contextOf(request), request.params.id);
      return settingsOf(request, request.params.id);
    },
  );

  const update = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const viewer = viewerOf(request);
    await updateOrganizationSettings(db, contextOf(request), request.params.id, request.body, viewer.kind === 'LIENHOLDER');
    return settingsOf(request, request.params.id);
  };
  // PUT is accepted as PATCH is (spec 000 section 7 names both): absent fields stay as they are.
  app.patch<{ Params: { id: string } }>(
    '/api/registry/v1/legal-organizations/:id/',
    { config: { permission: 'account', audit: 'none' } },
    update,
  );
  app.put<{ Params: { id: string } }>(
    '/api/registry/v1/legal-organizations/:id/',
    { config: { permission: 'account', audit: 'none' } },
    update,
  );

  // The signed-in user (the impersonated one while impersonating: staff act as them).
  app.get('/api/v1/auth/users/me/', { config: { permission: 'user', audit: 'none' } }, async (request) =>
    serializeUser(contextOf(request).user),
  );

  app.patch('/api/v1/auth/users/me/', { config: { permission: 'user', audit: 'none' } }, async (request) =>
    serializeUser(await updateOwnName(db, contextOf(request).user, request.body)),
  );
}
