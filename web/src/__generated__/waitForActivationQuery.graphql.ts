/**
 * @generated SignedSource<<d2e4f8d0c0cce3d67445e6c213257d0a>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SubscriptionStatus = "ACTIVE" | "CANCELED" | "INACTIVE" | "INCOMPLETE" | "PAST_DUE" | "%future added value";
export type waitForActivationQuery$variables = Record<PropertyKey, never>;
export type waitForActivationQuery$data = {
  readonly subscription: {
    readonly canCancel: boolean;
    readonly cancelAtPeriodEnd: boolean;
    readonly currentPeriodEnd: string | null | undefined;
    readonly id: string;
    readonly status: SubscriptionStatus;
  };
};
export type waitForActivationQuery = {
  response: waitForActivationQuery$data;
  variables: waitForActivationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "name": "currentPeriodEnd",
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
        "name": "canCancel",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "waitForActivationQuery",
    "selections": (v0/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "waitForActivationQuery",
    "selections": (v0/*: any*/)
  },
  "params": {
    "cacheID": "051eef0530d79925a850d900633b93fa",
    "id": null,
    "metadata": {},
    "name": "waitForActivationQuery",
    "operationKind": "query",
    "text": "query waitForActivationQuery {\n  subscription {\n    id\n    status\n    currentPeriodEnd\n    cancelAtPeriodEnd\n    canCancel\n  }\n}\n"
  }
};
})();

(node as any).hash = "cd7194970081f2d28e4094374b2d6637";

export default node;
