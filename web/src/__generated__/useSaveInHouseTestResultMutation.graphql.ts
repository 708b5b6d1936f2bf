/**
 * @generated SignedSource<<fe0cc3e0a5a65d1b28fc02b5cd6c4178>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SaveInHouseTestResultInput = {
  basedOnVersion?: number | null | undefined;
  comment: string;
  id?: string | null | undefined;
  planItemId: string;
  result: string;
  resultDate: string;
  testDate: string;
  visitId: string;
  visitModificationId?: string | null | undefined;
};
export type useSaveInHouseTestResultMutation$variables = {
  input: SaveInHouseTestResultInput;
};
export type useSaveInHouseTestResultMutation$data = {
  readonly saveInHouseTestResult: {
    readonly __typename: string;
    readonly changedAt?: string;
    readonly changedByName?: string;
    readonly current?: {
      readonly comment: string;
      readonly id: string;
      readonly result: string;
      readonly resultDate: string;
      readonly testDate: string;
      readonly version: number;
    } | null | undefined;
    readonly fieldErrors?: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly inHouseResult?: {
      readonly id: string;
      readonly version: number;
    };
    readonly message?: string;
  };
};
export type useSaveInHouseTestResultMutation = {
  response: useSaveInHouseTestResultMutation$data;
  variables: useSaveInHouseTestResultMutation$variables;
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
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "version",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v4 = [
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
    "name": "saveInHouseTestResult",
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
            "concreteType": "InHouseTestResult",
            "kind": "LinkedField",
            "name": "inHouseResult",
            "plural": false,
            "selections": [
              (v1/*: any*/),
              (v2/*: any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "SaveInHouseTestResultSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v3/*: any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "changedByName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "changedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "InHouseTestResult",
            "kind": "LinkedField",
            "name": "current",
            "plural": false,
            "selections": [
              (v1/*: any*/),
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
                "name": "testDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "resultDate",
                "storageKey": null
              },
              (v2/*: any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "InHouseTestResultStaleVersionError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v3/*: any*/),
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
              (v3/*: any*/)
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
          (v3/*: any*/)
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
    "name": "useSaveInHouseTestResultMutation",
    "selections": (v4/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useSaveInHouseTestResultMutation",
    "selections": (v4/*: any*/)
  },
  "params": {
    "cacheID": "8276b1b35a69b05c060bd2dadc93e838",
    "id": null,
    "metadata": {},
    "name": "useSaveInHouseTestResultMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveInHouseTestResultMutation(\n  $input: SaveInHouseTestResultInput!\n) {\n  saveInHouseTestResult(input: $input) {\n    __typename\n    ... on SaveInHouseTestResultSuccess {\n      inHouseResult {\n        id\n        version\n      }\n    }\n    ... on InHouseTestResultStaleVersionError {\n      message\n      changedByName\n      changedAt\n      current {\n        id\n        result\n        comment\n        testDate\n        resultDate\n        version\n      }\n    }\n    ... on InputValidationError {\n      message\n      fieldErrors {\n        path\n        message\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f3a62ef321dc3b8ea6628a61546e56d9";

export default node;
