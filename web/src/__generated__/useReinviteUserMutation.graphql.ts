/**
 * @generated SignedSource<<aa01be55652af2304a16e40aeb98dd3e>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ReinviteUserInput = {
  id: string;
};
export type useReinviteUserMutation$variables = {
  input: ReinviteUserInput;
};
export type useReinviteUserMutation$data = {
  readonly reinviteUser: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type useReinviteUserMutation = {
  response: useReinviteUserMutation$data;
  variables: useReinviteUserMutation$variables;
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
    "name": "reinviteUser",
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
        "type": "ReinviteUserSuccess",
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
    "name": "useReinviteUserMutation",
    "selections": (v2/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useReinviteUserMutation",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "2caf0a8fc9747bce42d585154f7b25af",
    "id": null,
    "metadata": {},
    "name": "useReinviteUserMutation",
    "operationKind": "mutation",
    "text": "mutation useReinviteUserMutation(\n  $input: ReinviteUserInput!\n) {\n  reinviteUser(input: $input) {\n    __typename\n    ... on ReinviteUserSuccess {\n      message\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4eb56978f3a69b200395590bd89ed0c9";

export default node;
