// Persisted operations: the web client's queries, mutations and subscriptions, hashed at build time by
// relay-compiler into web/persisted-operations.json (id → document). The browser sends `documentId` instead of the
// document; other clients keep sending documents (within the query limits of limits.ts).
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { GraphQLError } from 'graphql';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import type { Plugin } from 'graphql-yoga';

export const PERSISTED_OPERATIONS_FILE = path.resolve(import.meta.dirname, '../web/persisted-operations.json');

/** The request parameter that names a persisted operation (the GraphQL-over-HTTP persisted documents proposal). */
export const DOCUMENT_ID_PARAM = 'documentId';

export const PERSISTED_OPERATION_CODES = {
  notFound: 'PERSISTED_OPERATION_NOT_FOUND',
  missing: 'BAD_REQUEST',
} as const;

export interface PersistedOperations {
  /** The document of `id`, or null when no build of the web client has it. */
  documentOf(id: string): string | null;
}

/** A fixed set (tests, or a server that loads its documents elsewhere). */
export function persistedOperationsOf(documents: Readonly<Record<string, string>>): PersistedOperations {
  return { documentOf: (id) => (Object.hasOwn(documents, id) ? documents[id]! : null) };
}

/**
 * The file relay-compiler writes, read at start. An unknown id re-reads it if it changed since (`npm run dev`
 * recompiles the web while the server runs); a missing file is an empty set (a BFF without a web build).
 */
export function persistedOperationsFromFile(file: string = PERSISTED_OPERATIONS_FILE): PersistedOperations {
  let loadedAt = -1;
  let documents: Record<string, string> = {};
  const load = () => {
    let modifiedAt: number;
    try {
      modifiedAt = statSync(file).mtimeMs;
    } catch {
      documents = {};
      return;
    }
    if (modifiedAt === loadedAt) return;
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    documents = Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    loadedAt = modifiedAt;
  };
  load();
  return {
    documentOf(id) {
      if (!Object.hasOwn(documents, id)) load();
      return Object.hasOwn(documents, id) ? documents[id]! : null;
    },
  };
}

/** The id a request names: `documentId`, or Apollo's `extensions.persistedQuery.sha256Hash`. */
export function persistedOperationId(params: object): string | null {
  const { [DOCUMENT_ID_PARAM]: documentId, extensions } = params as Record<string, unknown>;
  if (typeof documentId === 'string') return documentId;
  const persistedQuery = (extensions as { persistedQuery?: { sha256Hash?: unknown } } | null | undefined)?.persistedQuery;
  return typeof persistedQuery?.sha256Hash === 'string' ? persistedQuery.sha256Hash : null;
}

export function unknownPersistedOperationError(): GraphQLError {
  return new GraphQLError('Unknown persisted operation id: this page is older than the server, reload it.', {
    extensions: { code: PERSISTED_OPERATION_CODES.notFound, http: { status: 400 } },
  });
}

/** HTTP: a request with `documentId` runs the stored document; a request with `query` runs that, as before. */
export function persistedOperationsPlugin(operations: PersistedOperations): Plugin {
  return usePersistedOperations({
    allowArbitraryOperations: true,
    extractPersistedOperationId: (params) => persistedOperationId(params),
    getPersistedOperation: (id) => operations.documentOf(id),
    customErrors: {
      notFound: () => unknownPersistedOperationError(),
      keyNotFound: () =>
        new GraphQLError(`Send a GraphQL document as \`query\` or a persisted operation's id as \`${DOCUMENT_ID_PARAM}\`.`, {
          extensions: { code: PERSISTED_OPERATION_CODES.missing, http: { status: 400 } },
        }),
    },
  }) as Plugin;
}
