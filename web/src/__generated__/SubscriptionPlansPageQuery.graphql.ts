/**
 * @generated SignedSource<<755dff41c7e230481e5af2b01ebbf6e9>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SubscriptionPlansPageQuery$variables = Record<PropertyKey, never>;
export type SubscriptionPlansPageQuery$data = {
  readonly plans: ReadonlyArray<{
    readonly annualPrice: number;
    readonly code: string;
    readonly discount: number;
    readonly id: string;
    readonly monthlyPrice: number;
    readonly name: string;
  }>;
};
export type SubscriptionPlansPageQuery = {
  response: SubscriptionPlansPageQuery$data;
  variables: SubscriptionPlansPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Plan",
    "kind": "LinkedField",
    "name": "plans",
    "plural": true,
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
        "name": "discount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "code",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "monthlyPrice",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "annualPrice",
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
    "name": "SubscriptionPlansPageQuery",
    "selections": (v0/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SubscriptionPlansPageQuery",
    "selections": (v0/*: any*/)
  },
  "params": {
    "cacheID": "f3427747e05fe23f8662fd61336d1688",
    "id": null,
    "metadata": {},
    "name": "SubscriptionPlansPageQuery",
    "operationKind": "query",
    "text": "query SubscriptionPlansPageQuery {\n  plans {\n    id\n    discount\n    name\n    code\n    monthlyPrice\n    annualPrice\n  }\n}\n"
  }
};
})();

(node as any).hash = "622b122d7a13a5e0e330fa4a51608bc6";

export default node;
