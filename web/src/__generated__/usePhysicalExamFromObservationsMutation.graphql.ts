/**
 * @generated SignedSource<<504b6ebe864c2d12f4e866c1e0507729>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AiLineSourceKind = "CATALOGUE" | "INPUT" | "OBJECTIVE" | "PLAN" | "RESULTS" | "SUBJECTIVE" | "TRANSCRIPT" | "TRIAGE" | "VITALS" | "%future added value";
export type PhysicalExamFromObservationsInput = {
  observations: string;
  visitId: string;
};
export type usePhysicalExamFromObservationsMutation$variables = {
  input: PhysicalExamFromObservationsInput;
};
export type usePhysicalExamFromObservationsMutation$data = {
  readonly physicalExamFromObservations: {
    readonly __typename: string;
    readonly lines?: ReadonlyArray<{
      readonly sources: ReadonlyArray<{
        readonly end: number | null | undefined;
        readonly kind: AiLineSourceKind;
        readonly label: string;
        readonly quote: string | null | undefined;
        readonly start: number | null | undefined;
      }>;
      readonly text: string;
    }>;
    readonly message?: string;
    readonly provider?: string;
    readonly results?: ReadonlyArray<{
      readonly category: string;
      readonly comment: string;
      readonly matchedText: string | null | undefined;
      readonly result: string;
    }>;
  };
};
export type usePhysicalExamFromObservationsMutation = {
  response: usePhysicalExamFromObservationsMutation$data;
  variables: usePhysicalExamFromObservationsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "physicalExamFromObservations",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "AiExamResult",
            "kind": "LinkedField",
            "name": "results",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "category",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "result",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "comment",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "matchedText",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "provider",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AiLine",
            "kind": "LinkedField",
            "name": "lines",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "text",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "AiLineSource",
                "kind": "LinkedField",
                "name": "sources",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "kind",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "label",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "quote",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "start",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "end",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "PhysicalExamFromObservationsSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "usePhysicalExamFromObservationsMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "usePhysicalExamFromObservationsMutation",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "8bb25dc20f8cdf83067ed159063b7586",
    "id": null,
    "metadata": {},
    "name": "usePhysicalExamFromObservationsMutation",
    "operationKind": "mutation",
    "text": "mutation usePhysicalExamFromObservationsMutation(\n  $input: PhysicalExamFromObservationsInput!\n) {\n  physicalExamFromObservations(input: $input) {\n    __typename\n    ... on PhysicalExamFromObservationsSuccess {\n      results {\n        category\n        result\n        comment\n        matchedText\n      }\n      provider\n      lines {\n        text\n        sources {\n          kind\n          label\n          quote\n          start\n          end\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c553c89b36e9093962edcd274159ba74";

export default node;
