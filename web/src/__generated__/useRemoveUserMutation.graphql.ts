/**
 * @generated SignedSource<<3007c0b00edbae9aa1aaa584e30ba94b>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RemoveUserInput = {
  id: string;
};
export type useRemoveUserMutation$variables = {
  input: RemoveUserInput;
};
export type useRemoveUserMutation$data = {
  readonly removeUser: {
    readonly __typename: string;
    readonly message?: string;
    readonly removedUserId?: string;
  };
};
export type useRemoveUserMutation = {
  response: useRemoveUserMutation$data;
  variables: useRemoveUserMutation$variables;
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
    "name": "removeUser",
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
            "name": "removedUserId",
            "storageKey": null
          },
          (v1/*: any*/)
        ],
        "type": "RemoveUserSuccess",
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
    "name": "useRemoveUserMutation",
    "selections": (v2/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useRemoveUserMutation",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "c5a5390ad5b2087545ce76e835a5c606",
    "id": null,
    "metadata": {},
    "name": "useRemoveUserMutation",
    "operationKind": "mutation",
    "text": "mutation useRemoveUserMutation(\n  $input: RemoveUserInput!\n) {\n  removeUser(input: $input) {\n    __typename\n    ... on RemoveUserSuccess {\n      removedUserId\n      message\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "98d0b2288a5b38cc411356c2f1483fa2";

export default node;
