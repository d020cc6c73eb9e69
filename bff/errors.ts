// What a GraphQL client sees when something fails. Expected failures are GraphQLErrors with a code and a
// message for people; anything else is masked ("Unexpected error.") and logged, never a stack trace.
import { GraphQLError } from 'graphql';
import { maskError as yogaMaskError } from 'graphql-yoga';
import { RegistryHttpError, RegistryUnavailableError } from './rest/registry-client.ts';
import type { ErrorBody } from './rest/types.ts';

export function clientError(message: string, code: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code } });
}

const MESSAGE_BY_STATUS: Record<number, [string, string]> = {
  401: ['You are not signed in.', 'UNAUTHENTICATED'],
  403: ['You do not have permission to perform this action.', 'FORBIDDEN'],
  404: ['Not found.', 'NOT_FOUND'],
};

function registryMessage(error: RegistryHttpError): GraphQLError | null {
  const known = MESSAGE_BY_STATUS[error.status];
  if (known) return clientError(known[0], known[1]);
  if (error.status === 400) {
    const body = (error.body ?? {}) as ErrorBody;
    const messages = Object.values(body)
      .flatMap((value) => (Array.isArray(value) ? value : [value]))
      .filter((m) => typeof m === 'string');
    return clientError(messages.join(' ') || 'The request was invalid.', 'BAD_REQUEST');
  }
  return null;
}

/** Yoga's maskError hook: turns registry refusals into client errors and hides everything unexpected. */
export function maskError(error: unknown, message: string, isDev?: boolean): Error {
  const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  let replacement: GraphQLError | null = null;
  if (original instanceof RegistryHttpError) replacement = registryMessage(original);
  else if (original instanceof RegistryUnavailableError)
    replacement = clientError('The registry is unavailable. Please try again.', 'REGISTRY_UNAVAILABLE');
  if (replacement) {
    return error instanceof GraphQLError
      ? new GraphQLError(replacement.message, { nodes: error.nodes, path: error.path, extensions: replacement.extensions })
      : replacement;
  }
  return yogaMaskError(error, message, isDev);
}
