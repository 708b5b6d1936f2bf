// Operations run often are executed by code compiled for them (graphql-jit through
// @envelop/graphql-jit), not by the general executor. The general executor builds, for every field
// of every row, an info object, an arguments object and a few promise-handling closures: on a
// pets page that was about half of what the gateway allocated per request, and the garbage
// collection it caused. A compiled operation reads its fields directly (docs/architecture.md,
// 'The gateway's own work').
//
// Compiling is synchronous work of a few milliseconds (up to about 20 ms for the web app's largest
// step queries), so it never happens while a request waits, and never for a document seen once:
// a document is compiled after its second execution, on the event loop's next turn once that
// request has been answered; until then, and for documents that are not one plain query or
// mutation, the general executor runs it. One document is compiled at a time, and compiling takes
// at most COMPILE_BUDGET_MS_PER_SECOND of each second: callers sending ever new documents cannot
// make the process spend more than that on compiling (a document passed over is compiled at a
// later execution). At most COMPILED_OPERATIONS_MAX compiled operations are kept, the oldest
// going first.
import { getDocumentString, type Plugin } from '@envelop/core';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { Kind, type DocumentNode, type FieldNode, type GraphQLError, type GraphQLSchema, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { createGraphQLError } from 'graphql-yoga';

/** The most compiled operations a gateway process keeps (the web app has about 250). */
export const COMPILED_OPERATIONS_MAX = 500;

/** Executions of a document before it is compiled. */
const EXECUTIONS_BEFORE_COMPILING = 2;

/** The most time of each second spent compiling, in milliseconds. */
export const COMPILE_BUDGET_MS_PER_SECOND = 100;

interface CompiledOperationsOptions {
  /** Told each document compiled (tests). */
  onCompiled?: (documentText: string) => void;
  /** Milliseconds of each second that compiling may take (default COMPILE_BUDGET_MS_PER_SECOND). */
  budgetMsPerSecond?: number;
}

/** An operation compiled from a document Yoga has parsed, validated and executed. */
export interface CompiledOperation {
  compiled: CompiledQuery;
  kind: 'query' | 'mutation';
  /** The operation's name, if it has one. */
  operationName: string | undefined;
}

/** A compiled query (not a mutation): what the node path may run itself. */
export type CompiledPlainQuery = CompiledOperation & { kind: 'query' };

export function useCompiledOperations(options: CompiledOperationsOptions = {}): Plugin & { compiledQuery(text: string): CompiledPlainQuery | undefined } {
  const jit = compiledExecution(options);
  return {
    /**
     * The compiled query of a document text, when there is one: a document is compiled only after
     * Yoga has executed it, so it has parsed and passed validation (whose rules see the document
     * alone, the same for every request). The node path's plain queries run it (graphql-plain-queries.ts).
     */
    compiledQuery: jit.compiledQuery,
    onPluginInit({ addPlugin }) {
      addPlugin(jit.plugin);
    },
    onExecute({ args }) {
      if (!jit.isCompiled(args.document)) return;
      return {
        // graphql-jit's errors carry their path but not the document's nodes, so their locations
        // would be lost when the answer is written: they are given the field's nodes again.
        // Only answers with errors pay for it.
        onExecuteDone({ result, setResult }) {
          if (!('errors' in result) || !result.errors?.some(lacksLocations)) return;
          setResult({ ...result, errors: result.errors.map((error) => (lacksLocations(error) ? withFieldNodes(error, args.document) : error)) });
        },
      };
    },
  };
}

function compiledExecution(options: CompiledOperationsOptions) {
  // By the document's text, as @envelop/graphql-jit looks them up; past the bound the oldest goes.
  const compiled = new Map<string, CompiledOperation>();
  const executions = new WeakMap<DocumentNode, number>();
  /** Documents graphql-jit refused: not tried again. */
  const refused = new WeakSet<DocumentNode>();
  const budgetMs = options.budgetMsPerSecond ?? COMPILE_BUDGET_MS_PER_SECOND;
  let compiling = false;
  let secondStartedAt = -Infinity;
  let spentThisSecond = 0;

  const mayCompileNow = () => {
    if (compiling) return false;
    const now = performance.now();
    if (now - secondStartedAt >= 1_000) {
      secondStartedAt = now;
      spentThisSecond = 0;
    }
    return spentThisSecond < budgetMs;
  };

  const compileLater = (schema: GraphQLSchema, document: DocumentNode, text: string) => {
    compiling = true;
    setImmediate(() => {
      const started = performance.now();
      let result;
      try {
        result = compileQuery(schema, document);
      } catch (error) {
        refused.add(document);
        console.warn(`[gateway] an operation could not be compiled; it keeps running on the general executor: ${error instanceof Error ? error.message : String(error)}`);
        return;
      } finally {
        spentThisSecond += performance.now() - started;
        compiling = false;
      }
      // A document graphql-jit cannot compile keeps running on the general executor.
      if (!isCompiledQuery(result)) {
        refused.add(document);
        return;
      }
      if (compiled.size >= COMPILED_OPERATIONS_MAX) compiled.delete(compiled.keys().next().value!);
      const operation = theOperation(document);
      compiled.set(text, { compiled: result, kind: operation.operation === 'query' ? 'query' : 'mutation', operationName: operation.name?.value });
      options.onCompiled?.(text);
    });
  };

  const plugin = useGraphQlJit(
    {},
    {
      cache: { get: (text) => compiled.get(text)?.compiled, set: () => undefined },
      enableIf({ schema, document }) {
        const text = getDocumentString(document);
        if (!text) return false;
        if (compiled.get(text)) return true;
        const count = (executions.get(document) ?? 0) + 1;
        executions.set(document, count);
        if (count >= EXECUTIONS_BEFORE_COMPILING && !refused.has(document) && isOnePlainOperation(document) && mayCompileNow()) compileLater(schema, document, text);
        return false;
      },
    },
  );
  return {
    plugin,
    isCompiled: (document: DocumentNode) => Boolean(compiled.get(getDocumentString(document) ?? '')),
    compiledQuery: (text: string) => {
      const found = compiled.get(text);
      return found?.kind === 'query' ? (found as CompiledPlainQuery) : undefined;
    },
  };
}

/**
 * graphql-jit's errors hold their locations but not the nodes they come from, and the answer is
 * written from an error's nodes (Yoga's result processing, the gateway's masking).
 */
const lacksLocations = (error: GraphQLError) => !error.nodes?.length && Boolean(error.path?.length);

/** The error again, with the nodes of the field its path names (so its locations are written). */
function withFieldNodes(error: GraphQLError, document: DocumentNode): GraphQLError {
  const nodes = fieldNodesAt(document, error.path!);
  if (!nodes.length) return error;
  // Made as Yoga makes its errors, so that Yoga's masking knows it for what it is.
  return createGraphQLError(error.message, { nodes, path: error.path, originalError: error.originalError ?? undefined, extensions: error.extensions });
}

/** The field nodes a response path names in the document's one operation (list indexes skipped, fragments followed). */
function fieldNodesAt(document: DocumentNode, path: readonly (string | number)[]): FieldNode[] {
  const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  const fragments = new Map(document.definitions.flatMap((definition) => (definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition] as const] : [])));
  const fieldsNamed = (selectionSet: SelectionSetNode | undefined, key: string, seen: ReadonlySet<string>): FieldNode[] =>
    (selectionSet?.selections ?? []).flatMap((selection) => {
      if (selection.kind === Kind.FIELD) return (selection.alias ?? selection.name).value === key ? [selection] : [];
      if (selection.kind === Kind.INLINE_FRAGMENT) return fieldsNamed(selection.selectionSet, key, seen);
      if (seen.has(selection.name.value)) return [];
      return fieldsNamed(fragments.get(selection.name.value)?.selectionSet, key, new Set([...seen, selection.name.value]));
    });
  let nodes: FieldNode[] = [];
  let selectionSets: (SelectionSetNode | undefined)[] = [operation?.selectionSet];
  for (const key of path) {
    if (typeof key === 'number') continue;
    nodes = selectionSets.flatMap((selectionSet) => fieldsNamed(selectionSet, key, new Set()));
    selectionSets = nodes.map((node) => node.selectionSet);
  }
  return nodes;
}

/**
 * One query or mutation and nothing else: the compiled code is the document's one operation (a
 * request naming another operation is refused by Yoga before it is executed).
 */
function isOnePlainOperation(document: DocumentNode): boolean {
  const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  return operations.length === 1 && operations[0]!.operation !== 'subscription';
}

/** The one operation of a document isOnePlainOperation admitted. */
const theOperation = (document: DocumentNode) => document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode;
