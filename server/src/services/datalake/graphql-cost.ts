import { createRequire } from 'node:module';
import type * as GraphQL from 'graphql';
import type {
  DocumentNode,
  FragmentDefinitionNode,
  GraphQLObjectType,
  GraphQLSchema,
  OperationDefinitionNode,
  SelectionSetNode,
  ValueNode,
} from 'graphql';
import { badRequest } from '../../lib/errors';

/**
 * graphql as mercurius loads it (CommonJS). This package is ESM, and `import 'graphql'`
 * would load the library's ESM copy: its `instanceof` checks refuse the schema, types and
 * errors of the other copy. Everything here that meets mercurius' objects uses this one.
 */
export const graphql = createRequire(import.meta.url)('graphql') as typeof GraphQL;
const { getArgumentValues, getNamedType, getVariableValues, isObjectType, Kind, visit } = graphql;

/**
 * The budget of one GraphQL query, counted in executions: a field under a list counts
 * once for each item the list may hold, fragments count where they are spread, and each
 * alias counts on its own.
 */
export const GRAPHQL_LIMITS = {
  /** Nesting depth of the query text. */
  depth: 6,
  /** Fields selected, fragments counted once where each is spread. */
  fields: 150,
  /** `readings` executions: each one a database aggregate (and a first read of a channel). */
  readings: 8,
  /** Usage points read, over every list (`first` each) and alias. */
  usagePoints: 100,
  /** Largest page of `usagePoints`. */
  first: 100,
  /** Channels of one usage point served (energy import and export). */
  channels: 2,
  /** Longest search text. */
  search: 64,
} as const;

export interface QueryCost {
  fields: number;
  readings: number;
  usagePoints: number;
}

interface Walk {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  cost: QueryCost;
}

function clampFirst(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return GRAPHQL_LIMITS.first;
  return Math.min(Math.max(Math.floor(value), 0), GRAPHQL_LIMITS.first);
}

function over(cost: QueryCost): boolean {
  return (
    cost.fields > GRAPHQL_LIMITS.fields ||
    cost.readings > GRAPHQL_LIMITS.readings ||
    cost.usagePoints > GRAPHQL_LIMITS.usagePoints
  );
}

/**
 * Adds up a selection set run `times` times on `type`. `page` is the size of the page
 * whose `items` are selected (from the `first` of the `usagePoints` above).
 */
function walk(
  state: Walk,
  selections: SelectionSetNode,
  type: GraphQLObjectType,
  times: number,
  page: number,
): void {
  for (const selection of selections.selections) {
    // Past a budget the answer is known: stop, so a fragment fan-out costs no more time.
    if (over(state.cost)) return;
    if (selection.kind === Kind.INLINE_FRAGMENT || selection.kind === Kind.FRAGMENT_SPREAD) {
      const fragment =
        selection.kind === Kind.INLINE_FRAGMENT
          ? selection
          : state.fragments.get(selection.name.value);
      if (!fragment) continue;
      const named = fragment.typeCondition
        ? state.schema.getType(fragment.typeCondition.name.value)
        : type;
      if (isObjectType(named)) walk(state, fragment.selectionSet, named, times, page);
      continue;
    }
    state.cost.fields += 1;
    const name = selection.name.value;
    const field = type.getFields()[name];
    if (!field) continue; // __typename, or refused by validation already
    let args: Record<string, unknown> = {};
    try {
      args = getArgumentValues(field, selection, state.variables);
    } catch {
      // A missing or wrong variable: execution refuses it; count the largest page.
    }
    let each = 1;
    let childPage = page;
    const at = `${type.name}.${name}`;
    if (at === 'Query.usagePoints') childPage = clampFirst(args.first);
    else if (at === 'UsagePointPage.items') {
      each = page;
      state.cost.usagePoints += times * page;
    } else if (at === 'Query.usagePoint') state.cost.usagePoints += times;
    else if (at === 'UsagePoint.channels') each = GRAPHQL_LIMITS.channels;
    else if (at === 'Channel.readings') state.cost.readings += times;
    const child = getNamedType(field.type);
    if (selection.selectionSet && isObjectType(child)) {
      walk(state, selection.selectionSet, child, times * each, childPage);
    }
  }
}

/** The operation that runs: the one named, else the only one; null when neither. */
function operationOf(
  document: DocumentNode,
  operationName: string | null | undefined,
): OperationDefinitionNode | null {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  if (operationName) return operations.find((o) => o.name?.value === operationName) ?? null;
  return operations.length === 1 ? (operations[0] ?? null) : null;
}

/** What a query costs in executions (see GRAPHQL_LIMITS), with the variables it is sent. */
export function queryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | null | undefined,
  operationName?: string | null,
): QueryCost {
  const root = schema.getQueryType();
  const operation = operationOf(document, operationName);
  const cost: QueryCost = { fields: 0, readings: 0, usagePoints: 0 };
  if (!root || !operation) return cost;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {});
  const fragments = new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  walk(
    { schema, fragments, variables: coerced.coerced ?? {}, cost },
    operation.selectionSet,
    root,
    1,
    GRAPHQL_LIMITS.first,
  );
  return cost;
}

/** Refuses (400) a query over its budget, before anything of it runs. */
export function checkQueryCost(cost: QueryCost): void {
  const shown = (n: number) => (n > 9999 ? 'more than 9999' : String(n));
  if (cost.readings > GRAPHQL_LIMITS.readings) {
    throw badRequest(
      `A query may ask for readings at most ${GRAPHQL_LIMITS.readings} times, counted for every usage point and channel it is asked under and every alias; this one asks ${shown(cost.readings)}.`,
    );
  }
  if (cost.usagePoints > GRAPHQL_LIMITS.usagePoints) {
    throw badRequest(
      `A query may read at most ${GRAPHQL_LIMITS.usagePoints} usage points, counted over every page and alias; this one reads ${shown(cost.usagePoints)}.`,
    );
  }
  if (cost.fields > GRAPHQL_LIMITS.fields) {
    throw badRequest(
      `A query may select at most ${GRAPHQL_LIMITS.fields} fields, counting fragments where they are spread.`,
    );
  }
}

const NUL = '\u0000';

/** The path of the first string (or key) holding a NUL in a JSON value, else null. */
function nulPath(data: unknown, at: string, depth = 0): string | null {
  if (typeof data === 'string') return data.includes(NUL) ? at : null;
  if (!data || typeof data !== 'object' || depth > 32) return null;
  for (const [key, value] of Object.entries(data)) {
    const here = at ? `${at}.${key}` : key;
    if (key.includes(NUL)) return here;
    const found = nulPath(value, here, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

function valueHasNul(value: ValueNode): boolean {
  let found = false;
  visit(value, {
    StringValue(node) {
      if (node.value.includes(NUL)) found = true;
    },
  });
  return found;
}

/**
 * Refuses (400) a NUL in any string of the query (arguments, also of directives, and
 * variables' defaults) or of its variables: no database stores one (PostgreSQL refuses
 * it, SQLite cuts the text at it), as the REST routes refuse it.
 */
export function checkNoNul(document: DocumentNode, variables: unknown): void {
  let argument: string | null = null;
  visit(document, {
    Argument(node) {
      if (argument === null && valueHasNul(node.value)) argument = node.name.value;
    },
    VariableDefinition(node) {
      if (argument === null && node.defaultValue && valueHasNul(node.defaultValue)) {
        argument = `$${node.variable.name.value}`;
      }
    },
  });
  if (argument !== null)
    throw badRequest(`Invalid argument: "${argument}" contains a NUL character.`);
  const path = nulPath(variables, '');
  if (path !== null) throw badRequest(`Invalid variables: "${path}" contains a NUL character.`);
}
