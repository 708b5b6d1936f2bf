/**
 * @generated SignedSource<<73147d7be7e8f5848626d6317dec168e>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RefreshSessionInput = {
  refreshToken: string;
};
export type refreshSessionMutation$variables = {
  input: RefreshSessionInput;
};
export type refreshSessionMutation$data = {
  readonly refreshSession: {
    readonly __typename: "AuthenticationError";
    readonly message: string;
  } | {
    readonly __typename: "RefreshSessionSuccess";
    readonly accessToken: string;
    readonly accessTokenExpiresAt: string;
    readonly refreshToken: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type refreshSessionMutation = {
  response: refreshSessionMutation$data;
  variables: refreshSessionMutation$variables;
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
    "name": "refreshSession",
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
            "name": "accessToken",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "refreshToken",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "accessTokenExpiresAt",
            "storageKey": null
          }
        ],
        "type": "RefreshSessionSuccess",
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
        "type": "AuthenticationError",
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
    "name": "refreshSessionMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "refreshSessionMutation",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "6629bc1e9162bfbb922bb5a4cb9adfe6",
    "id": null,
    "metadata": {},
    "name": "refreshSessionMutation",
    "operationKind": "mutation",
    "text": "mutation refreshSessionMutation(\n  $input: RefreshSessionInput!\n) {\n  refreshSession(input: $input) {\n    __typename\n    ... on RefreshSessionSuccess {\n      accessToken\n      refreshToken\n      accessTokenExpiresAt\n    }\n    ... on AuthenticationError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "423dfedee685c9b23c1dfb2e59913efe";

export default node;
