/**
 * @generated SignedSource<<b26c12178f04f320fa881c570644f063>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SetVeterinaryPinInput = {
  password?: string | null | undefined;
  pin: string;
};
export type useSetVeterinaryPinMutation$variables = {
  input: SetVeterinaryPinInput;
};
export type useSetVeterinaryPinMutation$data = {
  readonly setVeterinaryPin: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly message?: string;
    readonly veterinaryPin?: {
      readonly isSet: boolean;
      readonly updatedAt: string | null | undefined;
    };
  };
};
export type useSetVeterinaryPinMutation = {
  response: useSetVeterinaryPinMutation$data;
  variables: useSetVeterinaryPinMutation$variables;
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
    "name": "setVeterinaryPin",
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
            "concreteType": "VeterinaryPin",
            "kind": "LinkedField",
            "name": "veterinaryPin",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isSet",
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
        "type": "SetVeterinaryPinSuccess",
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
    "name": "useSetVeterinaryPinMutation",
    "selections": (v2/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useSetVeterinaryPinMutation",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "2ac6cf71f8051175d6d7e95e90451a5a",
    "id": null,
    "metadata": {},
    "name": "useSetVeterinaryPinMutation",
    "operationKind": "mutation",
    "text": "mutation useSetVeterinaryPinMutation(\n  $input: SetVeterinaryPinInput!\n) {\n  setVeterinaryPin(input: $input) {\n    __typename\n    ... on SetVeterinaryPinSuccess {\n      veterinaryPin {\n        isSet\n        updatedAt\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on InputValidationError {\n      fieldErrors {\n        path\n        message\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "86a9b3cfd8f6feefaee89e9b56b0ac80";

export default node;
