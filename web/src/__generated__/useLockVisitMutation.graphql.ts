/**
 * @generated SignedSource<<52c90a31cdff714a6f6d9bbe22485f34>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type LockVisitInput = {
  pin: string;
  visitId: string;
};
export type useLockVisitMutation$variables = {
  input: LockVisitInput;
};
export type useLockVisitMutation$data = {
  readonly lockVisit: {
    readonly __typename: string;
    readonly message?: string;
    readonly visit?: {
      readonly id: string;
      readonly isLocked: boolean;
      readonly isReadOnly: boolean;
      readonly updatedAt: string;
    };
  };
};
export type useLockVisitMutation = {
  response: useLockVisitMutation$data;
  variables: useLockVisitMutation$variables;
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
    "name": "lockVisit",
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
            "concreteType": "Visit",
            "kind": "LinkedField",
            "name": "visit",
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
                "name": "isLocked",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isReadOnly",
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
        "type": "LockVisitSuccess",
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
    "name": "useLockVisitMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useLockVisitMutation",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "1db7e8780d7034a0179bbe7bcba77b35",
    "id": null,
    "metadata": {},
    "name": "useLockVisitMutation",
    "operationKind": "mutation",
    "text": "mutation useLockVisitMutation(\n  $input: LockVisitInput!\n) {\n  lockVisit(input: $input) {\n    __typename\n    ... on LockVisitSuccess {\n      visit {\n        id\n        isLocked\n        isReadOnly\n        updatedAt\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3843cadfeff12312f743e3c1c99cad6d";

export default node;
