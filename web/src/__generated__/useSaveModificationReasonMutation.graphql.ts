/**
 * @generated SignedSource<<d66b26681ea70d9f25ce7224d81b6b4a>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SaveModificationReasonInput = {
  modificationDate: string;
  modificationReason: string;
  visitId: string;
};
export type useSaveModificationReasonMutation$variables = {
  input: SaveModificationReasonInput;
};
export type useSaveModificationReasonMutation$data = {
  readonly saveModificationReason: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly message?: string;
    readonly modificationReason?: {
      readonly id: string;
      readonly modificationDate: string;
    };
    readonly visitId?: string;
  };
};
export type useSaveModificationReasonMutation = {
  response: useSaveModificationReasonMutation$data;
  variables: useSaveModificationReasonMutation$variables;
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
    "name": "saveModificationReason",
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
            "kind": "ScalarField",
            "name": "visitId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ModificationReason",
            "kind": "LinkedField",
            "name": "modificationReason",
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
                "name": "modificationDate",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SaveModificationReasonSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*: any*/)
        ],
        "type": "Error",
        "abstractKey": "__isError"
      },
      {
        "kind": "InlineFragment",
        "selections": [
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
    "name": "useSaveModificationReasonMutation",
    "selections": (v2/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useSaveModificationReasonMutation",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "4758d5654d8516cd2d2eeda64f3aa8a7",
    "id": null,
    "metadata": {},
    "name": "useSaveModificationReasonMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveModificationReasonMutation(\n  $input: SaveModificationReasonInput!\n) {\n  saveModificationReason(input: $input) {\n    __typename\n    ... on SaveModificationReasonSuccess {\n      visitId\n      modificationReason {\n        id\n        modificationDate\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on InputValidationError {\n      fieldErrors {\n        path\n        message\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8c802555735b1c339b25753e5a0866a8";

export default node;
