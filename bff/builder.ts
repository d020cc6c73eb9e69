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
  },
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});
