// The case page in one read: the case and what its page shows of it (liens, the organisations they name, policy
// limits, the organisation's tags and external identifiers, inbox threads, lien chats, and the first page of the
// case's history and of the viewer's lien's), each part from the same query and visibility rule as its own list
// endpoint. The BFF primes its loaders from it, so the case page costs a
// handful of registry calls whatever the case holds. Another organisation's case (or an unknown id) is 404.
import type { FastifyInstance } from 'fastify';
import { findCase } from '../domain/case.ts';
import { findActivities, parseActivityFilters, serializeActivity } from '../domain/history.ts';
import { listChats, parseChatFilters } from '../domain/chat/index.ts';
import { notFound } from '../domain/errors.ts';
import { externalKeysOf, serializeExternalKey } from '../domain/external-keys.ts';
import { isUuid } from '../domain/ids.ts';
import { parseLienFilters, serializeLien, visibleLienPages } from '../domain/liens/queries.ts';
import { visibleOrganizationPages } from '../domain/organizations.ts';
import { policyLimitsOf, serializePolicyLimit } from '../domain/policy-limits.ts';
import { serializeOrganization } from '../domain/serialize.ts';
import { caseTagsOf, serializeCaseTag } from '../domain/tags.ts';
import { inboxPages, parseThreadFilters, serializeForViewer } from '../domain/threads/inbox.ts';
import { caseReadingOf, viewerOf } from './permissions.ts';
import type { RouteDeps } from './types.ts';

const HISTORY_PAGE = 20;

export function caseWorkspaceRoutes(app: FastifyInstance, { db, settings }: RouteDeps): void {
  // Read as `case.view` of the case: the access log names the case, as a read of its detail does.
  app.get('/api/registry/v1/:role/case-workspace/:id/', { config: { permission: 'role', audit: 'case.view' } }, async (request) => {
    const viewer = viewerOf(request);
    const { id } = request.params as { id: string };
    if (!isUuid(id)) throw notFound();
    const kase = await findCase(db, viewer, id, caseReadingOf(request, settings));
    if (!kase) throw notFound();
    const byCase = { case: id };
    const organizationIds = [
      ...new Set([kase.law_firm?.id, ...kase.lienholders.map((lienholder) => lienholder.id)].filter((value): value is string => !!value)),
    ];
    // The first page of the case's own history and of the viewer's lien's, as the page opens them.
    const historyPage = async (filters: Record<string, string>) => {
      const { rows, count } = await findActivities(db, viewer, parseActivityFilters(filters), { limit: HISTORY_PAGE, offset: 0 });
      return { count, page_size: HISTORY_PAGE, results: rows.map((row) => serializeActivity(row, viewer)) };
    };
    const userLienId = kase.user_lien?.id ?? null;
    const [liens, organizations, policyLimits, caseTags, externalKeys, threads, chats, history, userLienHistory] = await Promise.all([
      visibleLienPages(db, viewer, parseLienFilters(byCase))
        .rows(null, 0)
        .then((rows) => rows.map((row) => serializeLien(row, viewer))),
      organizationIds.length
        ? visibleOrganizationPages(db, viewer, organizationIds)
            .rows(null, 0)
            .then((rows) => rows.map((row) => serializeOrganization(row, settings.referralLawFirmIsLawFirm)))
        : [],
      policyLimitsOf(db, viewer, [id]).then((rows) => rows.map(serializePolicyLimit)),
      caseTagsOf(db, viewer, [id]).then((rows) => rows.map(serializeCaseTag)),
      externalKeysOf(db, viewer, { cases: [id], liens: [] }).then((rows) => rows.map(serializeExternalKey)),
      inboxPages(db, viewer, parseThreadFilters(byCase))
        .rows(null, 0)
        .then((rows) => serializeForViewer(db, viewer, rows)),
      listChats(db, viewer, parseChatFilters(byCase)),
      historyPage({ case: id, case_only: 'true' }),
      userLienId ? historyPage({ lien: userLienId }) : null,
    ]);
    return {
      id,
      case: kase,
      liens,
      organizations,
      policy_limits: policyLimits,
      case_tags: caseTags,
      external_keys: externalKeys,
      threads,
      chats,
      history,
      user_lien_history: userLienHistory,
    };
  });
}
