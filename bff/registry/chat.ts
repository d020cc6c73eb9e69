// Lien chats: the chat thread of a lien (by id, by lien, by case: one list call per batch), its messages in keyset
// pages, and sending, deleting and marking read. The registry decides who takes part (the case's law firm and the
// lien's lienholder) and what each may do.
import type { ThreadJson } from './threads.ts';
import { REGISTRY_PREFIX, groupedByKey, inKeyOrder, segment, validIds, type GatewayScope } from './scope.ts';

export interface ChatMessageJson {
  id: string;
  thread: string;
  note: string;
  /** LAW_FIRM_POSTED_NOTE or LIENHOLDER_POSTED_NOTE, by the poster's side. */
  type: string;
  created_at: string;
  created_by_name: string;
  created_by_user_id: string | null;
  created_by_organization_id: string | null;
  created_by_organization_name: string | null;
  /** When the other side's organisation first read it; null while unread. */
  read_at: string | null;
  /** The keyset position of the message (opaque). */
  cursor: string;
}

export interface ChatMessagePage {
  /** Oldest first. */
  results: ChatMessageJson[];
  total_count: number;
  has_previous: boolean;
  has_next: boolean;
}

export interface ChatPageArgs {
  first?: number;
  after?: string;
  last?: number;
  before?: string;
}

const CHAT_THREADS = `${REGISTRY_PREFIX}/chat-threads/`;
const CHAT_MESSAGES = `${REGISTRY_PREFIX}/chat-messages/`;

export function chatGateway(scope: GatewayScope) {
  const list = async (query: Record<string, string[]>) => {
    await scope.acting();
    return (await scope.client.get<{ results: ThreadJson[] }>(CHAT_THREADS, { ...query, page_size: 'off' })).results;
  };
  const byId = scope.loader<string, ThreadJson | null>(async (ids) => {
    const valid = validIds(ids);
    return inKeyOrder(ids, valid.length ? await list({ id: valid }) : [], (thread) => thread.id);
  });
  const primed = (threads: ThreadJson[]) => {
    for (const thread of threads) byId.clear(thread.id).prime(thread.id, thread);
    return threads;
  };
  // The chat of each lien the viewer's organisation takes part in (the registry opens it when first asked).
  const byLien = scope.loader<string, ThreadJson | null>(async (lienIds) => {
    const valid = validIds(lienIds);
    return inKeyOrder(lienIds, valid.length ? primed(await list({ lien: valid })) : [], (thread) => thread.lien ?? '');
  });
  const byCase = scope.loader<string, ThreadJson[]>(async (caseIds) => {
    const valid = validIds(caseIds);
    const threads = valid.length ? primed(await list({ case: valid })) : [];
    for (const thread of threads) if (thread.lien) byLien.clear(thread.lien).prime(thread.lien, thread);
    return groupedByKey(caseIds, threads, (thread) => thread.case);
  });
  const messageById = scope.loader<string, ChatMessageJson | null>(async (ids) => {
    const valid = validIds(ids);
    if (!valid.length) return ids.map(() => null);
    await scope.acting();
    const page = await scope.client.get<ChatMessagePage>(CHAT_MESSAGES, { id: valid });
    return inKeyOrder(ids, page.results, (message) => message.id);
  });

  const changed = (thread: ThreadJson) => {
    byId.clear(thread.id).prime(thread.id, thread);
    if (thread.lien) byLien.clear(thread.lien).prime(thread.lien, thread);
    byCase.clear(thread.case);
    return thread;
  };
  /** Forgets a thread (its unread count, latest message) so the next read asks the registry. */
  const forget = (threadId: string) => {
    byId.clear(threadId);
    byLien.clearAll();
    byCase.clearAll();
  };

  return {
    load: (id: string) => byId.load(id),
    loadMany: (ids: readonly string[]) => byId.loadMany(ids),
    /** The chat of a lien; null when the viewer's organisation does not take part. */
    ofLien: (lienId: string) => byLien.load(lienId),
    /** The viewer's chats on a case (one per lien it takes part in). */
    ofCase: (caseId: string) => byCase.load(caseId),
    /**
     * Records a case's chats read elsewhere (the case workspace, which opened them as `ofCase` does): each of
     * `lienIds` has its chat, or none when the viewer's organisation takes no part in it.
     */
    primeCase(caseId: string, threads: ThreadJson[], lienIds: readonly string[]) {
      byCase.clear(caseId).prime(caseId, primed(threads));
      const byLienId = new Map(threads.filter((thread) => thread.lien).map((thread) => [thread.lien!, thread]));
      for (const lienId of lienIds) byLien.clear(lienId).prime(lienId, byLienId.get(lienId) ?? null);
    },
    loadMessage: (id: string) => messageById.load(id),
    loadMessages: (ids: readonly string[]) => messageById.loadMany(ids),
    /** A keyset page of a chat's messages, oldest first. */
    async messages(threadId: string, args: ChatPageArgs): Promise<ChatMessagePage> {
      await scope.acting();
      const query: Record<string, string> = { thread: threadId };
      for (const [key, value] of Object.entries(args)) if (value !== undefined && value !== null) query[key] = String(value);
      const page = await scope.client.get<ChatMessagePage>(CHAT_MESSAGES, query);
      for (const message of page.results) messageById.clear(message.id).prime(message.id, message);
      return page;
    },
    /** Posts a message to a chat; returns it. */
    async send(threadId: string, note: string): Promise<ChatMessageJson> {
      const message = await scope.client.post<ChatMessageJson>(CHAT_MESSAGES, { thread: threadId, note });
      messageById.clear(message.id).prime(message.id, message);
      forget(threadId);
      return message;
    },
    /** Deletes one of the viewer's own messages; returns its thread's id. */
    async delete(messageId: string): Promise<string> {
      const { thread } = await scope.client.send<{ thread: string }>('DELETE', `${CHAT_MESSAGES}${segment(messageId)}/`);
      messageById.clear(messageId);
      forget(thread);
      return thread;
    },
    /** Marks the other side's messages read for the viewer's organisation; returns the thread as it is now. */
    async markRead(threadId: string): Promise<ThreadJson> {
      return changed(await scope.client.post<ThreadJson>(`${CHAT_THREADS}${segment(threadId)}/mark-read/`, {}));
    },
  };
}
