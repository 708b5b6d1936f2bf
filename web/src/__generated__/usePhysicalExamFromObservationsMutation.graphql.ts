/**
 * @generated SignedSource<<7214402d4965d09af5011780ee5f2dfb>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
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
    "cacheID": "ed8289f0fe5c85fb1ecda24887f1fc12",
    "id": null,
    "metadata": {},
    "name": "usePhysicalExamFromObservationsMutation",
    "operationKind": "mutation",
    "text": "mutation usePhysicalExamFromObservationsMutation(\n  $input: PhysicalExamFromObservationsInput!\n) {\n  physicalExamFromObservations(input: $input) {\n    __typename\n    ... on PhysicalExamFromObservationsSuccess {\n      results {\n        category\n        result\n        comment\n        matchedText\n      }\n      provider\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "685d89ec4a3c9f3c7929b7290e1bccb3";

export default node;
