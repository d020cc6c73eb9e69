// What one GraphQL operation may ask for, so that no single request can exhaust the BFF or the registry behind it:
// size limits checked before anything runs (graphql-armor's depth, alias, directive and token limits, and our
// own cost estimate), page sizes of connections checked with the request's variables, and a deadline on
// execution. Every refusal is a GraphQL error with a code; bff/README.md ("Limits") documents them for clients.
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import {
  GraphQLError,
  Kind,
  TypeInfo,
  getNamedType,
  isInterfaceType,
  isObjectType,
  visit,
  visitWithTypeInfo,
  type ArgumentNode,
  type DocumentNode,
  type FieldNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
  type ValueNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

export interface QueryLimits {
  /** Nesting of selections (fragment spreads count as a level). */
  maxDepth: number;
  maxAliases: number;
  maxDirectives: number;
  /** Lexical tokens of the whole document. */
  maxTokens: number;
  /** Worst-case number of values the operation can return (see `operationCost`). */
  maxCost: number;
  /** `first` / `last` of every connection: between 1 and this. */
  maxPageSize: number;
  /** Ends an operation that runs longer, with DEADLINE_EXCEEDED. */
  deadlineMs: number;
}

export const DEFAULT_QUERY_LIMITS: QueryLimits = {
  maxDepth: 20,
  maxAliases: 30,
  maxDirectives: 50,
  maxTokens: 3000,
  maxCost: 20_000,
  maxPageSize: 100,
  deadlineMs: 10_000,
};

/** What a connection returns when the client does not say `first`: the resolvers' default page. */
export const DEFAULT_PAGE_SIZE = 20;

export const LIMIT_CODES = {
  depth: 'QUERY_TOO_DEEP',
  aliases: 'TOO_MANY_ALIASES',
  directives: 'TOO_MANY_DIRECTIVES',
  tokens: 'QUERY_TOO_LARGE',
  cost: 'QUERY_TOO_COSTLY',
  pageSize: 'BAD_PAGE_SIZE',
  deadline: 'DEADLINE_EXCEEDED',
  introspection: 'INTROSPECTION_DISABLED',
} as const;

const limitError = (message: string, code: string) => new GraphQLError(message, { extensions: { code } });

/** graphql-armor reports "Syntax Error: …"; clients get the plain sentence and a code instead. */
function reportAs(code: string) {
  return (context: ValidationContext | null, error: GraphQLError) => {
    const message = error.message.replace(/^Syntax Error: /, '');
    if (context) context.reportError(limitError(message, code));
  };
}

const isConnectionType = (type: GraphQLNamedType) => type.name.endsWith('Connection');
const PAGE_ARGUMENTS = ['first', 'last'] as const;

function fieldDefinition(parent: GraphQLNamedType | undefined, name: string): GraphQLField<unknown, unknown> | undefined {
  return parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields()[name] : undefined;
}

/**
 * The most values an operation can return, before it runs: every field counts one, and the fields under a
 * connection count once per row it may return (its literal `first`/`last`, the largest page when that comes from
 * a variable, the default page when absent). A literal `first` on another list field multiplies too. Unlike
 * graphql-armor's cost limit this cannot be side-stepped by passing page sizes as variables, and fragments are
 * costed once each (a "fragment bomb" cannot make the estimate itself slow).
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  selectionSet: SelectionSetNode,
  rootType: GraphQLNamedType,
  maxPageSize: number,
): number {
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  const fragmentCost = new Map<string, number>();

  const pageSize = (field: GraphQLField<unknown, unknown>, node: FieldNode): number => {
    const connection = isConnectionType(getNamedType(field.type));
    const argument = node.arguments?.find((a) => (PAGE_ARGUMENTS as readonly string[]).includes(a.name.value));
    if (!argument) return connection ? DEFAULT_PAGE_SIZE : 1;
    if (argument.value.kind === Kind.INT) return Math.max(1, Number.parseInt(argument.value.value, 10));
    return connection ? maxPageSize : 1;
  };

  const costOf = (set: SelectionSetNode, parent: GraphQLNamedType | undefined): number => {
    let cost = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const field = fieldDefinition(parent, selection.name.value);
        if (!selection.selectionSet) cost += 1;
        else if (field) cost += pageSize(field, selection) * (1 + costOf(selection.selectionSet, getNamedType(field.type)));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        cost += costOf(selection.selectionSet, type);
      } else {
        const name = selection.name.value;
        if (!fragmentCost.has(name)) {
          fragmentCost.set(name, 0); // a cycle costs nothing more (validation refuses it anyway)
          const fragment = fragments.get(name);
          if (fragment) fragmentCost.set(name, costOf(fragment.selectionSet, schema.getType(fragment.typeCondition.name.value)));
        }
        cost += fragmentCost.get(name)!;
      }
    }
    return cost;
  };

  return costOf(selectionSet, rootType);
}

export function costLimitRule(maxCost: number, maxPageSize: number): ValidationRule {
  return (context) => ({
    OperationDefinition(operation) {
      const schema = context.getSchema();
      const root = schema.getRootType(operation.operation);
      if (!root) return;
      const cost = operationCost(schema, context.getDocument(), operation.selectionSet, root, maxPageSize);
      if (cost > maxCost) context.reportError(limitError(`Query cost limit of ${maxCost} exceeded, found ${cost}.`, LIMIT_CODES.cost));
    },
  });
}

/** The armor plugins and the cost rule; `hideSuggestions` masks "Did you mean …" in validation errors. */
export function queryLimitPlugins(limits: QueryLimits, options: { hideSuggestions: boolean }): Plugin[] {
  const common = { exposeLimits: true, propagateOnRejection: false };
  const armor = EnvelopArmorPlugin({
    // Depth counts fields only: a fragment spread or inline fragment adds no work on the server, and Relay's one
    // fragment per component would otherwise make the limit follow the component tree instead of the data's nesting.
    maxDepth: { n: limits.maxDepth, flattenFragments: true, ...common, onReject: [reportAs(LIMIT_CODES.depth)] },
    maxAliases: { n: limits.maxAliases, ...common, onReject: [reportAs(LIMIT_CODES.aliases)] },
    maxDirectives: { n: limits.maxDirectives, ...common, onReject: [reportAs(LIMIT_CODES.directives)] },
    // The parser has no validation context to report to: this one throws, and Yoga answers it as a parse error.
    maxTokens: {
      n: limits.maxTokens,
      exposeLimits: true,
      propagateOnRejection: true,
      onReject: [(_context, error) => Object.assign(error.extensions, { code: LIMIT_CODES.tokens })],
    },
    costLimit: { enabled: false },
    blockFieldSuggestion: { enabled: options.hideSuggestions, mask: '' },
  });
  const cost: Plugin = {
    onValidate({ addValidationRule }) {
      addValidationRule(costLimitRule(limits.maxCost, limits.maxPageSize));
    },
  };
  return [armor as Plugin, cost];
}

type RawVariables = Record<string, unknown> | null | undefined;

function argumentValue(value: ValueNode, variables: RawVariables, defaults: Map<string, ValueNode>): unknown {
  if (value.kind === Kind.INT) return Number(value.value);
  if (value.kind === Kind.VARIABLE) {
    const name = value.name.value;
    if (variables && Object.hasOwn(variables, name)) return variables[name];
    const fallback = defaults.get(name);
    return fallback ? argumentValue(fallback, undefined, new Map()) : undefined;
  }
  if (value.kind === Kind.NULL) return null;
  return undefined;
}

/** A `first` / `last` argument of a connection field in a document, and the default of its variable, if any. */
interface PageArgument {
  node: ArgumentNode;
  fieldName: string;
}

interface PageArguments {
  schema: GraphQLSchema;
  arguments: PageArgument[];
  defaults: Map<string, ValueNode>;
}

/**
 * The page arguments of a document do not depend on the request: they are found once per parsed document (Yoga's
 * parser cache hands the same document object to every request with the same text), and only their values are
 * looked up per request.
 */
const pageArgumentsByDocument = new WeakMap<DocumentNode, PageArguments>();

function pageArgumentsOf(schema: GraphQLSchema, document: DocumentNode): PageArguments {
  const kept = pageArgumentsByDocument.get(document);
  if (kept?.schema === schema) return kept;
  const defaults = new Map<string, ValueNode>();
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const variable of definition.variableDefinitions ?? []) {
      if (variable.defaultValue) defaults.set(variable.variable.name.value, variable.defaultValue);
    }
  }
  const found: PageArgument[] = [];
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const field = typeInfo.getFieldDef();
        if (!field || !isConnectionType(getNamedType(field.type))) return;
        for (const argument of node.arguments ?? []) {
          if ((PAGE_ARGUMENTS as readonly string[]).includes(argument.name.value)) found.push({ node: argument, fieldName: field.name });
        }
      },
    }),
  );
  const pageArguments = { schema, arguments: found, defaults };
  pageArgumentsByDocument.set(document, pageArguments);
  return pageArguments;
}

/** `first`/`last` outside 1…max on any connection of the operation, with the request's variables. */
export function pageSizeErrors(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: RawVariables,
  maxPageSize: number,
): GraphQLError[] {
  const { arguments: pageArguments, defaults } = pageArgumentsOf(schema, document);
  const errors: GraphQLError[] = [];
  for (const { node: argument, fieldName } of pageArguments) {
    const value = argumentValue(argument.value, variables, defaults);
    // null/absent means "not given"; a value that is not an Int is refused by variable coercion.
    if (value === null || value === undefined || typeof value !== 'number' || !Number.isInteger(value)) continue;
    if (value < 1 || value > maxPageSize) {
      errors.push(
        new GraphQLError(`${argument.name.value} on ${fieldName} must be between 1 and ${maxPageSize} (got ${value}).`, {
          nodes: argument,
          extensions: { code: LIMIT_CODES.pageSize },
        }),
      );
    }
  }
  return errors;
}

export function pageSizePlugin(maxPageSize: number): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const errors = pageSizeErrors(args.schema, args.document, args.variableValues as RawVariables, maxPageSize);
      if (errors.length) setResultAndStopExecution({ errors });
    },
  };
}

/**
 * Ends a query or mutation that runs longer than `deadlineMs`: the executor stops resolving (no further registry
 * calls start), the registry calls still waiting are abandoned, and the client gets DEADLINE_EXCEEDED. Subscriptions are long-lived and not bounded; each event
 * they send is an execution of its own.
 */
export function deadlinePlugin(deadlineMs: number): Plugin {
  return {
    onExecute({ args }) {
      const controller = new AbortController();
      const timer = setTimeout(
        () =>
          controller.abort(
            limitError(
              `The operation took longer than ${deadlineMs / 1000} s and was stopped. Ask for less at once.`,
              LIMIT_CODES.deadline,
            ),
          ),
        deadlineMs,
      );
      timer.unref();
      const execution = args as { signal?: AbortSignal; contextValue: { baseRegistry?: { origin?: { signal?: AbortSignal } } } };
      // The request's own signal (the client went away) aborts the execution too. A listener instead of
      // AbortSignal.any: that one costs more than the rest of this hook, on every operation.
      const outer = execution.signal;
      const onOuterAbort = () => controller.abort(outer!.reason);
      if (outer?.aborted) onOuterAbort();
      else outer?.addEventListener('abort', onOuterAbort, { once: true });
      execution.signal = controller.signal;
      // Every registry client of the request shares its origin: the calls still waiting are abandoned too.
      const origin = execution.contextValue.baseRegistry?.origin;
      if (origin) origin.signal = controller.signal;
      return {
        onExecuteDone() {
          clearTimeout(timer);
          outer?.removeEventListener('abort', onOuterAbort);
        },
      };
    },
  };
}

const introspectionByDocument = new WeakMap<DocumentNode, boolean>();

/** Whether the operation reads the schema (`__schema` / `__type`; `__typename` is not introspection). */
export function isIntrospection(document: DocumentNode): boolean {
  const kept = introspectionByDocument.get(document);
  if (kept !== undefined) return kept;
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        found = true;
        return false;
      }
      return undefined;
    },
  });
  introspectionByDocument.set(document, found);
  return found;
}
