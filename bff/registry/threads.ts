// The Inbox: threads by id and by case (one list call per batch), dismissing one and replying to one.
import type { Page } from '../rest/types.ts';
import { REGISTRY_PREFIX, groupedByKey, inKeyOrder, segment, validIds, type GatewayScope } from './scope.ts';

export interface MessageJson {
  id: string;
  note: string;
  created_at: string;
  created_by_name: string;
  created_by_organization_name: string | null;
}

export interface ThreadLawFirmJson {
  id: string;
  name: string;
}

export interface ThreadJson {
  id: string;
  case: string;
  lien: string | null;
  type: string;
  is_resolved: boolean;
  action_needed: boolean;
  is_new: boolean;
  created_at: string;
  resolved_at: string | null;
  created_by_organization_id: string | null;
  created_by_organization_name: string | null;
  to_organization_id: string;
  to_organization_name: string;
  message_count: number;
  latest_message: Omit<MessageJson, 'id' | 'created_by_name'> | null;
  /** Inbox threads carry every message; a LIEN_CHAT pages them (chat.ts). */
  messages?: MessageJson[];
  /** LIEN_CHAT: the other side's name (the law firm for a lienholder, the lienholder for a law firm). */
  title?: string;
  /** LIEN_CHAT: messages of the other side that the viewer's organisation has not read. */
  unread_count?: number;
  /** LIEN_CHAT: the organisation whose notes_disabled turns the chat off; null when none. */
  notes_disabled_by?: string | null;
  /** What the viewer may do on the thread (the registry's rules). */
  viewer_can: { reply: boolean; resolve: boolean; dismiss: boolean; send_chat_message?: boolean };
  context: {
    old_law_firm?: ThreadLawFirmJson | null;
    new_law_firm?: ThreadLawFirmJson | null;
    is_to_law_firm?: boolean;
    is_from_lienholder?: boolean;
  };
}

const THREADS = `${REGISTRY_PREFIX}/case-threads/`;

export function threadsGateway(scope: GatewayScope) {
  const list = async (query: Record<string, string[]>) => {
    await scope.acting();
    return (await scope.client.get<Page<ThreadJson>>(THREADS, { ...query, page_size: 'off' })).results;
  };
  const byId = scope.loader<string, ThreadJson | null>(async (ids) => {
    const valid = validIds(ids);
    return inKeyOrder(ids, valid.length ? await list({ id: valid }) : [], (thread) => thread.id);
  });
  // Newest first; every thread read is primed for loading by id.
  const byCase = scope.loader<string, ThreadJson[]>(async (caseIds) => {
    const valid = validIds(caseIds);
    const threads = valid.length ? await list({ case: valid }) : [];
    for (const thread of threads) byId.clear(thread.id).prime(thread.id, thread);
    return groupedByKey(caseIds, threads, (thread) => thread.case);
  });

  return {
    load: (id: string) => byId.load(id),
    loadMany: (ids: readonly string[]) => byId.loadMany(ids),
    /** The threads the viewer's organisation sent or received on a case, newest first. */
    ofCase: (caseId: string) => byCase.load(caseId),
    /** Records a case's threads read elsewhere (the case workspace). */
    primeCase(caseId: string, threads: ThreadJson[]) {
      byCase.clear(caseId).prime(caseId, threads);
      for (const thread of threads) byId.clear(thread.id).prime(thread.id, thread);
    },
    /** The addressee resolves a thread ('Dismissed thread'). */
    async dismiss(threadId: string): Promise<ThreadJson> {
      const thread = await scope.client.patch<ThreadJson>(`${THREADS}${segment(threadId)}/`, { is_resolved: true });
      byId.clear(thread.id).prime(thread.id, thread);
      byCase.clear(thread.case);
      return thread;
    },
    /** Adds a message (and may resolve the thread with it); returns the thread as it is now. */
    async reply(threadId: string, body: { note: string | null; resolves_thread: boolean }): Promise<ThreadJson | null> {
      await scope.client.post(`${REGISTRY_PREFIX}/case-messages/`, { thread: threadId, ...body });
      byId.clear(threadId);
      const thread = await byId.load(threadId);
      if (thread) byCase.clear(thread.case);
      return thread;
    },
  };
}
