// The creates that would save a second record when sent twice (the web app's 'Add new visit',
// both reminder kinds, a modification reason, a sent estimate, consent link or history form, a new SOAP
// template, consent form, pet parent, pets or knowledge base entry) are refused without an Idempotency-Key,
// for every caller: the web app sends one per person's action, reused on every retry of it, and
// an integrator (GraphiQL, a script) adds the header once per action the same way
// (docs/architecture.md, Idempotent writes). With the key, a retry after a lost answer is saved
// once; without it, it could not be told from a second action.
import { getOperationAST, Kind, type DefinitionNode, type SelectionNode } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import type { GatewayContext } from './context.ts';

export const KEY_REQUIRED_MUTATIONS: ReadonlySet<string> = new Set([
  'createVisit',
  'addOtherReminder',
  'addVaccinationReminder',
  'saveModificationReason',
  'sendTreatmentPlanEstimate',
  'sendHistoryForm',
  'createSoapTemplate',
  'addPetParent',
  'addPets',
  'createAiKnowledgeBaseEntry',
  'createConsentForm',
  'sendConsentLink',
]);

export const IDEMPOTENCY_KEY_REQUIRED_MESSAGE =
  'This request needs an Idempotency-Key header (one per action, the same on each retry of it), so a retry cannot save it twice.';

export function requireIdempotencyKeyForCreates(): Plugin<GatewayContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const context = args.contextValue as GatewayContext;
      if (context.counter.idempotencyKey) return;
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== 'mutation') return;
      // Root fields only: a create cannot be reached deeper in a mutation (fragments at the
      // root are allowed by GraphQL, so they are looked into too).
      const names = rootFieldNames(operation.selectionSet.selections, args.document.definitions);
      const needing = names.find((name) => KEY_REQUIRED_MUTATIONS.has(name));
      if (!needing) return;
      setResultAndStopExecution({
        errors: [createGraphQLError(IDEMPOTENCY_KEY_REQUIRED_MESSAGE, { extensions: { code: 'BAD_REQUEST', field: needing, http: { status: 400 } } })],
      });
    },
  };
}

function rootFieldNames(selections: readonly SelectionNode[], definitions: readonly DefinitionNode[], seen = new Set<string>()): string[] {
  const names: string[] = [];
  for (const selection of selections) {
    if (selection.kind === Kind.FIELD) names.push(selection.name.value);
    else if (selection.kind === Kind.INLINE_FRAGMENT) names.push(...rootFieldNames(selection.selectionSet.selections, definitions, seen));
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = definitions.find((definition) => definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === selection.name.value);
      if (fragment?.kind === Kind.FRAGMENT_DEFINITION) names.push(...rootFieldNames(fragment.selectionSet.selections, definitions, seen));
    }
  }
  return names;
}
