/**
 * @generated SignedSource<<cf17d0b2383c43da1e7f7822b962886c>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type WriteBackTreatmentResultInput = {
  templateCode: string;
  visitId: string;
  visitModificationId?: string | null | undefined;
};
export type useWriteBackTreatmentResultMutation$variables = {
  input: WriteBackTreatmentResultInput;
};
export type useWriteBackTreatmentResultMutation$data = {
  readonly writeBackTreatmentResult: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly message?: string;
    readonly treatmentResult?: {
      readonly id: string;
      readonly writtenBackAt: string | null | undefined;
      readonly writtenBackTo: string | null | undefined;
    };
  };
};
export type useWriteBackTreatmentResultMutation = {
  response: useWriteBackTreatmentResultMutation$data;
  variables: useWriteBackTreatmentResultMutation$variables;
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
    "name": "writeBackTreatmentResult",
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
            "concreteType": "TreatmentResult",
            "kind": "LinkedField",
            "name": "treatmentResult",
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
                "name": "writtenBackAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "writtenBackTo",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "WriteBackTreatmentResultSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*: any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldError",
            "kind": "LinkedField",
            "name": "fieldErrors",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "path",
                "storageKey": null
              },
              (v1/*: any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "InputValidationError",
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
    "name": "useWriteBackTreatmentResultMutation",
    "selections": (v2/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useWriteBackTreatmentResultMutation",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "f6905e504ddfe020ee2d0c69eeed26ab",
    "id": null,
    "metadata": {},
    "name": "useWriteBackTreatmentResultMutation",
    "operationKind": "mutation",
    "text": "mutation useWriteBackTreatmentResultMutation(\n  $input: WriteBackTreatmentResultInput!\n) {\n  writeBackTreatmentResult(input: $input) {\n    __typename\n    ... on WriteBackTreatmentResultSuccess {\n      message\n      treatmentResult {\n        id\n        writtenBackAt\n        writtenBackTo\n      }\n    }\n    ... on InputValidationError {\n      message\n      fieldErrors {\n        path\n        message\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "da06ab57d05f80d8a3b794a6c52218e1";

export default node;
