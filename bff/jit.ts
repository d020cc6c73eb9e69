// Queries run as code compiled once per document (graphql-jit) instead of the standard executor walking the
// document again for every request: a portfolio page resolves some 300 fields, and the walk cost more than the
// fields. Mutations and subscriptions, and any query graphql-jit cannot compile, keep the standard executor.
import { getOperationAST, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { Plugin } from 'graphql-yoga';

/** Per parsed document (Yoga's parser cache hands every request with the same text the same object) and operation. */
const compiledByDocument = new WeakMap<DocumentNode, Map<string, { schema: GraphQLSchema; compiled: CompiledQuery | null }>>();

function compiledQuery(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined): CompiledQuery | null {
  let byOperation = compiledByDocument.get(document);
  if (!byOperation) compiledByDocument.set(document, (byOperation = new Map()));
  const key = operationName ?? '';
  const kept = byOperation.get(key);
  if (kept?.schema === schema) return kept.compiled;
  let compiled: CompiledQuery | null;
  try {
    const made = compileQuery(schema, document, operationName ?? undefined);
    compiled = isCompiledQuery(made) ? made : null;
  } catch {
    compiled = null;
  }
  byOperation.set(key, { schema, compiled });
  return compiled;
}

interface JitExecutionArgs {
  rootValue?: unknown;
  contextValue?: unknown;
  variableValues?: Record<string, unknown> | null;
  /** The deadline's signal (bff/limits.ts): when it aborts, the execution ends with its reason, as the standard executor's does. */
  signal?: AbortSignal;
}

function run(compiled: CompiledQuery, args: JitExecutionArgs): ExecutionResult | Promise<ExecutionResult> {
  const { signal } = args;
  signal?.throwIfAborted();
  const result = compiled.query(args.rootValue, args.contextValue, args.variableValues ?? {});
  if (!signal || !(result instanceof Promise)) return result as ExecutionResult;
  return new Promise<ExecutionResult>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    result.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value as ExecutionResult);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/** Must come before plugins that wrap the execute function (they wrap the one they are given). */
export function jitQueriesPlugin(): Plugin {
  return {
    onExecute({ args, setExecuteFn }) {
      if (getOperationAST(args.document, args.operationName)?.operation !== 'query') return;
      const compiled = compiledQuery(args.schema, args.document, args.operationName);
      if (compiled) setExecuteFn((executeArgs) => run(compiled, executeArgs as JitExecutionArgs));
    },
  };
}
