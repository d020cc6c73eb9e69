// The one Pothos builder every schema module adds its types to. Plugin order: scope-auth first, so its checks
// run before the relay and dataloader wrappers (https://pothos-graphql.dev/docs/plugins/scope-auth).
import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import RelayPlugin from '@pothos/plugin-relay';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import { viewerOf, type BffContext } from './context.ts';
import { clientError } from './errors.ts';

export type Scalars = {
  Date: { Input: string; Output: string };
  DateTime: { Input: string; Output: string | Date };
  JSON: { Input: unknown; Output: unknown };
};

export const builder = new SchemaBuilder<{
  Context: BffContext;
  Scalars: Scalars;
  DefaultFieldNullability: false;
  DefaultInputFieldRequiredness: false;
  Connection: { totalCount: number };
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
  AuthScopes: {
    signedIn: boolean;
    lawFirm: boolean;
    lienholder: boolean;
  };
}>({
  plugins: [ScopeAuthPlugin, RelayPlugin, DataloaderPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authorizeOnSubscribe: true,
    // The registry decides what each organisation may see; these scopes only turn away callers that have no
    // business calling a field at all, with a clear message instead of a registry 401/403.
    authScopes: async (context) => {
      const viewer = await viewerOf(context);
      return {
        signedIn: viewer !== null,
        lawFirm: viewer?.kind === 'LAW_FIRM',
        lienholder: viewer?.kind === 'LIENHOLDER',
      };
    },
    unauthorizedError: (_parent, context, _info, result) =>
      context.session.token ? clientError(result.message, 'FORBIDDEN') : clientError('You are not signed in.', 'UNAUTHENTICATED'),
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    // Descriptions of the plugin's generated elements (Node, PageInfo, every *Connection and *Edge), which the
    // schema check demands like any other.
    nodeTypeOptions: { description: 'An object that can be fetched again by its global `id` with `Query.node`.' },
    idFieldOptions: { description: 'The global id: opaque, stable, and unique across every type.' },
    nodeQueryOptions: {
      description: 'The object with this global id, or null when it does not exist or the viewer may not see it.',
      args: { id: { description: 'A global id, as `id` fields return it.' } },
    },
    nodesQueryOptions: {
      description: 'The objects with these global ids, in the same order; null for each one that does not exist or the viewer may not see.',
      args: { ids: { description: 'Global ids, as `id` fields return them.' } },
    },
    pageInfoTypeOptions: { description: 'Where a page stands in its list: whether there are more items and the cursors to fetch them.' },
    hasNextPageFieldOptions: { description: 'True when items follow this page: fetch them with `after: endCursor`.' },
    hasPreviousPageFieldOptions: { description: 'True when items come before this page.' },
    startCursorFieldOptions: { description: "The first item's cursor; null when the page is empty." },
    endCursorFieldOptions: { description: "The last item's cursor, to pass as `after` for the next page; null when the page is empty." },
    pageInfoFieldOptions: { description: 'How to fetch the pages before and after this one.' },
    edgesFieldOptions: { description: "This page's items, in the list's order." },
    nodeFieldOptions: { description: 'The item.' },
    cursorFieldOptions: { description: "The item's opaque position in its list, to pass as `after` or `before`." },
    firstArgOptions: { description: 'How many items to return from the start (or after `after`): 1 to 100.' },
    afterArgOptions: { description: 'Return the items after this cursor (an `endCursor` or edge `cursor` of the same list).' },
    lastArgOptions: {
      description: 'How many items to return from the end (or before `before`): 1 to 100; lists that page forward only refuse it.',
    },
    beforeArgOptions: { description: 'Return the items before this cursor (a `startCursor` or edge `cursor` of the same list).' },
    defaultConnectionTypeOptions: {
      description: 'One page of a list, with the size of the whole list (cursor paging: `first` / `after`).',
    },
    defaultEdgeTypeOptions: { description: 'One item of a page, with its cursor.' },
  },
});

builder.queryType({ description: 'Where every read starts: the signed-in viewer, the option lists, and any object by its global id.' });
builder.mutationType({
  description: 'Every change. A refusal the person can act on comes back as `userErrors` in the payload, not as a GraphQL error.',
});
builder.subscriptionType({ description: 'Live updates, served over graphql-ws on /graphql only.' });
