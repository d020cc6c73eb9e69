// Live updates. The registry publishes every committed change to its outbox stream with the organisations that
// can see it; the BFF relays each event to the subscribers of those organisations and reloads the case as the
// subscriber, so what a subscriber receives is exactly what their own query would return.
import { clearAllDataLoaders } from '@pothos/plugin-dataloader';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import type { ActivityJson, CaseJson, RegistryEvent } from '../rest/types.ts';
import { internalId } from './ids.ts';
import { ActivityRef, CaseRef } from './refs.ts';
import { requireViewer, type BffContext } from '../context.ts';
import { RegistryHttpError } from '../rest/registry-client.ts';

interface CaseChangedShape {
  caseId: string;
  case: CaseJson | null;
  activity: ActivityJson | null;
}

const CaseChangedEvent = builder.objectRef<CaseChangedShape>('CaseChangedEvent').implement({
  fields: (t) => ({
    caseId: t.id({ description: 'The global id of the case that changed.', resolve: (event) => encodeGlobalID('Case', event.caseId) }),
    case: t.field({
      type: CaseRef,
      nullable: true,
      description: 'The case as the viewer now sees it; null when the change took it away from the viewer (its lien removed, the case moved to another firm).',
      resolve: (event) => event.case,
    }),
    activity: t.field({
      type: ActivityRef,
      nullable: true,
      description: 'The history entry that the change wrote, when there is one the viewer may see.',
      resolve: (event) => event.activity,
    }),
  }),
});

async function* caseChanges(ctx: BffContext, matches: (event: RegistryEvent) => boolean, tellLostAccess: boolean): AsyncGenerator<CaseChangedShape> {
  const viewer = await requireViewer(ctx);
  for await (const event of ctx.deps.events.subscribe()) {
    // One message per change: case.updated (which names the change's history entry) and lien.updated; the
    // activity.created that follows a change would repeat it.
    if (event.type === 'activity.created') continue;
    if (!event.case_id || !event.organization_ids.includes(viewer.organizationId) || !matches(event)) continue;
    // A subscription's context lives as long as the subscription: forget what earlier events loaded.
    clearAllDataLoaders(ctx);
    let kase, activity;
    try {
      [kase, activity] = await Promise.all([
        CaseRef.getDataloader(ctx).load(event.case_id),
        event.activity_id ? ActivityRef.getDataloader(ctx).load(event.activity_id) : null,
      ]);
    } catch (error) {
      // The subscriber's session ended (logout, ended elsewhere, expired): the subscription completes; its socket
      // is being closed too (session-sockets.ts).
      if (error instanceof RegistryHttpError && error.status === 401) return;
      throw error;
    }
    // The registry decides: a case the subscriber can no longer see is not sent; the subscriber of that one case only
    // learns that it lost it (it was told of the change because it saw the case before).
    if (kase) yield { caseId: event.case_id, case: kase, activity: activity ?? null };
    else if (tellLostAccess) yield { caseId: event.case_id, case: null, activity: null };
  }
}

builder.subscriptionField('caseChanged', (t) =>
  t.field({
    type: CaseChangedEvent,
    description: 'Changes to one case the viewer can see (status, dates, new history).',
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true, description: 'Global id or registry id of the case.' }) },
    subscribe: (_root, { id }, ctx) => {
      const caseId = internalId('Case', String(id));
      return caseChanges(ctx, (event) => event.case_id === caseId, true);
    },
    resolve: (event) => event,
  }),
);

builder.subscriptionField('portfolioChanged', (t) =>
  t.field({
    type: CaseChangedEvent,
    description: "Changes to any case in the viewer's portfolio.",
    authScopes: { signedIn: true },
    subscribe: (_root, _args, ctx) => caseChanges(ctx, () => true, false),
    resolve: (event) => event,
  }),
);
