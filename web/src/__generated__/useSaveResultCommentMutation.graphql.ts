/**
 * @generated SignedSource<<a48a4993bd300685f12c9f497cdb42c2>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ResultCommentKind = "DIAGNOSTIC" | "SERVICE" | "%future added value";
export type SaveResultCommentInput = {
  basedOnVersion?: number | null | undefined;
  comments: string;
  itemCode: string;
  kind: ResultCommentKind;
  visitId: string;
  visitModificationId?: string | null | undefined;
};
export type useSaveResultCommentMutation$variables = {
  input: SaveResultCommentInput;
};
export type useSaveResultCommentMutation$data = {
  readonly saveResultComment: {
    readonly __typename: string;
    readonly comment?: {
      readonly comments: string;
      readonly id: string;
      readonly itemCode: string;
      readonly kind: ResultCommentKind;
      readonly updatedAt: string;
      readonly updatedByName: string;
      readonly version: number;
    };
    readonly fieldErrors?: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly message?: string;
  };
};
export type useSaveResultCommentMutation = {
  response: useSaveResultCommentMutation$data;
  variables: useSaveResultCommentMutation$variables;
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
    "name": "saveResultComment",
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
            "concreteType": "ResultComment",
            "kind": "LinkedField",
            "name": "comment",
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
                "name": "kind",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "itemCode",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "comments",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "version",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "updatedByName",
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
        "type": "SaveResultCommentSuccess",
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
    "name": "useSaveResultCommentMutation",
    "selections": (v2/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useSaveResultCommentMutation",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "1145d0b2fb1b1492a83cfa3a939d0f85",
    "id": null,
    "metadata": {},
    "name": "useSaveResultCommentMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveResultCommentMutation(\n  $input: SaveResultCommentInput!\n) {\n  saveResultComment(input: $input) {\n    __typename\n    ... on SaveResultCommentSuccess {\n      comment {\n        id\n        kind\n        itemCode\n        comments\n        version\n        updatedByName\n        updatedAt\n      }\n    }\n    ... on InputValidationError {\n      message\n      fieldErrors {\n        path\n        message\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0eb05fab7b62810548c7b37b0a3d9aad";

export default node;
