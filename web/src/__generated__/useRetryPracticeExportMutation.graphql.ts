/**
 * @generated SignedSource<<a27f9436e0159469f31ad4332f5bd8b1>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PracticeExportState = "FAILED" | "QUEUED" | "RETRYING" | "SENDING" | "WRITTEN" | "%future added value";
export type RetryPracticeExportInput = {
  practiceExportId: string;
};
export type useRetryPracticeExportMutation$variables = {
  input: RetryPracticeExportInput;
};
export type useRetryPracticeExportMutation$data = {
  readonly retryPracticeExport: {
    readonly __typename: string;
    readonly message?: string;
    readonly practiceExport?: {
      readonly attempts: number;
      readonly id: string;
      readonly lastError: string | null | undefined;
      readonly nextAttemptAt: string | null | undefined;
      readonly state: PracticeExportState;
      readonly updatedAt: string;
    };
  };
};
export type useRetryPracticeExportMutation = {
  response: useRetryPracticeExportMutation$data;
  variables: useRetryPracticeExportMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
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
    "name": "retryPracticeExport",
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
          (v1/*: any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "PracticeExport",
            "kind": "LinkedField",
            "name": "practiceExport",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "state",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "attempts",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastError",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "nextAttemptAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "updatedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "RetryPracticeExportSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*: any*/)
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
    "name": "useRetryPracticeExportMutation",
    "selections": (v2/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useRetryPracticeExportMutation",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "24ecb035b16982a9741bffc29f30f023",
    "id": null,
    "metadata": {},
    "name": "useRetryPracticeExportMutation",
    "operationKind": "mutation",
    "text": "mutation useRetryPracticeExportMutation(\n  $input: RetryPracticeExportInput!\n) {\n  retryPracticeExport(input: $input) {\n    __typename\n    ... on RetryPracticeExportSuccess {\n      message\n      practiceExport {\n        id\n        state\n        attempts\n        lastError\n        nextAttemptAt\n        updatedAt\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "639dc86435470739cfc47ebcf3578597";

export default node;
