/**
 * @generated SignedSource<<f58bdc5ef2203ccc861bbd9ff99699b0>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SubscriptionStatus = "ACTIVE" | "CANCELED" | "INACTIVE" | "INCOMPLETE" | "PAST_DUE" | "%future added value";
export type CancelSubscriptionInput = {
  _?: boolean | null | undefined;
};
export type useCancelSubscriptionMutation$variables = {
  input: CancelSubscriptionInput;
};
export type useCancelSubscriptionMutation$data = {
  readonly cancelSubscription: {
    readonly __typename: string;
    readonly message?: string;
    readonly subscription?: {
      readonly canCancel: boolean;
      readonly cancelAtPeriodEnd: boolean;
      readonly currentPeriodEnd: string | null | undefined;
      readonly id: string;
      readonly status: SubscriptionStatus;
    };
  };
};
export type useCancelSubscriptionMutation = {
  response: useCancelSubscriptionMutation$data;
  variables: useCancelSubscriptionMutation$variables;
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
    "name": "cancelSubscription",
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
            "concreteType": "Subscription",
            "kind": "LinkedField",
            "name": "subscription",
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
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cancelAtPeriodEnd",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "currentPeriodEnd",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "canCancel",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "CancelSubscriptionSuccess",
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
    "name": "useCancelSubscriptionMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useCancelSubscriptionMutation",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "46c2b5e31db0d35cb6a3e93b41318606",
    "id": null,
    "metadata": {},
    "name": "useCancelSubscriptionMutation",
    "operationKind": "mutation",
    "text": "mutation useCancelSubscriptionMutation(\n  $input: CancelSubscriptionInput!\n) {\n  cancelSubscription(input: $input) {\n    __typename\n    ... on CancelSubscriptionSuccess {\n      subscription {\n        id\n        status\n        cancelAtPeriodEnd\n        currentPeriodEnd\n        canCancel\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "264228e4cd1d0ad5ff0c97b14f5f4c8e";

export default node;
