/**
 * @generated SignedSource<<4dad069a5f35c5f6f7cae6a5855d56cc>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ResetUserPasswordInput = {
  id: string;
};
export type useResetUserPasswordMutation$variables = {
  input: ResetUserPasswordInput;
};
export type useResetUserPasswordMutation$data = {
  readonly resetUserPassword: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type useResetUserPasswordMutation = {
  response: useResetUserPasswordMutation$data;
  variables: useResetUserPasswordMutation$variables;
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
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
  }
],
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
    "name": "resetUserPassword",
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
        "selections": (v1/*: any*/),
        "type": "ResetUserPasswordSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*: any*/),
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
    "name": "useResetUserPasswordMutation",
    "selections": (v2/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useResetUserPasswordMutation",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "0dd1a875a8d99879c2968505ea69e71e",
    "id": null,
    "metadata": {},
    "name": "useResetUserPasswordMutation",
    "operationKind": "mutation",
    "text": "mutation useResetUserPasswordMutation(\n  $input: ResetUserPasswordInput!\n) {\n  resetUserPassword(input: $input) {\n    __typename\n    ... on ResetUserPasswordSuccess {\n      message\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3ca4f71c333fafc3fd5d184f1f723435";

export default node;
