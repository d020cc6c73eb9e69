// The access log's hooks. Every route declares `config.audit`: an action such as `case.view` or `lien.update`, or
// `none` for a route that touches no health data (tests/contract/access-log.test.ts fails on a route without one).
// - a read's entry names what the answer contains and is stored (group commit) before the answer leaves;
// - a write's entry is appended inside the write's own transaction (db/transaction-hooks.ts with domain/access-log/entries.ts), from the request
//   scope opened here, naming what the request points at and every case and lien the write path touched.
// An attempt the registry refuses (403, 404) is logged as `refused`, naming what it pointed at, so an organisation
// sees who tried to reach its case; other failures (400, 5xx) are no access and write nothing.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  accessScope,
  parseAuditAction,
  type Accessed,
  type AccessEntry,
  type AccessScope,
  type AuditDeclaration,
} from '../domain/access-log/entries.ts';
import type { AccessLogWriter } from '../domain/access-log/writer.ts';
import { isUuid } from '../domain/ids.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    audit?: AuditDeclaration;
  }
  interface FastifyRequest {
    accessScope: AccessScope | null;
  }
}

type Item = Record<string, unknown>;

const isItem = (value: unknown): value is Item => typeof value === 'object' && value !== null && !Array.isArray(value);
const strings = (...values: unknown[]) => values.flat().filter((value): value is string => typeof value === 'string' && value !== '');
const ids = (value: unknown) => (typeof value === 'string' ? value.split(',').map((id) => id.trim()) : []);

/** The ids a request names itself: its path id and the objects its body points at. */
function targetsOf(request: FastifyRequest, objectType: string): Accessed {
  const params = isItem(request.params) ? request.params : {};
  const body = isItem(request.body) ? request.body : {};
  const caseIds = strings(
    body.case,
    body.case_ids,
    objectType === 'case' ? params.id : null,
    objectType === 'share_link' ? body.object_id : null,
  );
  return {
    objectIds: strings(params.id, body.thread, body.object_id, body.case, body.case_ids),
    caseIds,
    lienIds: strings(objectType === 'lien' ? params.id : null),
  };
}

/** What a read's answer contains: the items of a page (`results`) or the one object answered. */
function accessedIn(payload: unknown, request: FastifyRequest, objectType: string): Accessed {
  const items = isItem(payload) && Array.isArray(payload.results) ? payload.results.filter(isItem) : isItem(payload) ? [payload] : [];
  const accessed: Accessed = { objectIds: [], caseIds: [], lienIds: [] };
  for (const item of items) {
    const organization = isItem(item.organization) ? item.organization.id : null;
    accessed.objectIds.push(...strings(item.id ?? organization));
    accessed.caseIds.push(...strings(objectType === 'case' ? item.id : (item.case ?? item.case_id ?? item.object_id)));
    accessed.lienIds.push(...strings(objectType === 'lien' ? item.id : (item.lien ?? item.lien_id)));
  }
  // The access log answers about the case asked for (a merge preview's cases come from its body, see targetsOf).
  if (objectType === 'access_log') accessed.caseIds.push(...ids((request.query as Item | undefined)?.case));
  const targets = targetsOf(request, objectType);
  return {
    objectIds: [...new Set([...accessed.objectIds, ...targets.objectIds])],
    caseIds: [...new Set([...accessed.caseIds, ...targets.caseIds])].filter(isUuid),
    lienIds: [...new Set([...accessed.lienIds, ...targets.lienIds])].filter(isUuid),
  };
}

export interface RouteDeclaration {
  method: string;
  url: string;
  permission: string | undefined;
  audit: AuditDeclaration | undefined;
}

const declarations = new WeakMap<FastifyInstance, RouteDeclaration[]>();

/** Every route registered after installAudit, with what it declares (the deny-by-default test reads it). */
export function auditDeclarations(app: FastifyInstance): RouteDeclaration[] {
  return declarations.get(app) ?? [];
}

export function installAudit(app: FastifyInstance, writer: AccessLogWriter): void {
  app.decorateRequest('accessScope', null);
  const routes: RouteDeclaration[] = [];
  declarations.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routes.push({ method, url: route.url, permission: route.config?.permission, audit: route.config?.audit });
    }
  });

  const scopeOf = (request: FastifyRequest): AccessScope | null => {
    const action = request.routeOptions.config.audit;
    const ctx = request.ctx;
    if (!action || action === 'none' || !ctx) return null;
    const { objectType } = parseAuditAction(action);
    return {
      action,
      actor: {
        userId: ctx.user.id,
        impersonatorId: ctx.impersonatedBy?.id ?? null,
        organizationId: ctx.organization?.id ?? null,
        requestId: String(request.id),
        address: request.ip ?? '',
      },
      targets: () => targetsOf(request, objectType),
      touched: { caseIds: new Set(), lienIds: new Set() },
      entries: 0,
      finished: false,
    };
  };

  // After identity (onRequest) and body parsing, so the scope covers the handler and everything it awaits.
  app.addHook('preHandler', (request, _reply, done) => {
    const scope = scopeOf(request);
    if (!scope) return done();
    const { isRead } = parseAuditAction(scope.action);
    request.accessScope = scope;
    // Only the write path looks the scope up (outbox.ts, the transaction hook); a read needs no async context.
    if (isRead) return done();
    accessScope.run(scope, done);
  });

  const entryOf = (scope: AccessScope, accessed: Accessed, refused = false): AccessEntry => {
    const { objectType, verb } = parseAuditAction(scope.action);
    return { ...scope.actor, verb, objectType, ...accessed, occurredAt: new Date(), refused };
  };

  app.addHook('preSerialization', async (request, reply, payload) => {
    const scope = request.accessScope;
    if (!scope || reply.statusCode >= 400) return payload;
    const { isRead, objectType } = parseAuditAction(scope.action);
    if (!isRead) return payload;
    await writer.append(entryOf(scope, accessedIn(payload, request, objectType)));
    scope.entries += 1;
    return payload;
  });

  // A refusal (403, 404: nothing was read or written), or a success that wrote no entry yet — a read answered
  // without a JSON object, a write that committed no transaction: logged now, before the answer leaves.
  app.addHook('onSend', async (request, reply, payload) => {
    const refused = reply.statusCode === 403 || reply.statusCode === 404;
    // Refused by the permission hook (onRequest: e.g. a staff route asked by someone who is not staff): no scope yet.
    const scope = request.accessScope ?? (refused ? scopeOf(request) : null);
    if (!scope || scope.entries > 0) return payload;
    if (reply.statusCode >= 400 && !refused) return payload;
    const { isRead, objectType } = parseAuditAction(scope.action);
    if (!refused && !isRead)
      request.log.warn({ action: scope.action }, 'audited write committed no transaction; its access entry is written apart');
    const targets = targetsOf(request, objectType);
    const accessed = {
      objectIds: targets.objectIds,
      caseIds: [...targets.caseIds, ...scope.touched.caseIds].filter(isUuid),
      lienIds: [...targets.lienIds, ...scope.touched.lienIds].filter(isUuid),
    };
    await writer.append(entryOf(scope, accessed, refused));
    scope.entries += 1;
    return payload;
  });

  app.addHook('onResponse', async (request) => {
    if (request.accessScope) request.accessScope.finished = true;
  });
}
