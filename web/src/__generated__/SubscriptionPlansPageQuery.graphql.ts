/**
 * @generated SignedSource<<48d4137f3407f756d5b077703e1b3415>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SubscriptionPlansPageQuery$variables = Record<PropertyKey, never>;
export type SubscriptionPlansPageQuery$data = {
  readonly plans: ReadonlyArray<{
    readonly discount: number;
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"PlanCard_plan">;
  }>;
};
export type SubscriptionPlansPageQuery = {
  response: SubscriptionPlansPageQuery$data;
  variables: SubscriptionPlansPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "discount",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SubscriptionPlansPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Plan",
        "kind": "LinkedField",
        "name": "plans",
        "plural": true,
        "selections": [
          (v0/*: any*/),
          (v1/*: any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PlanCard_plan"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SubscriptionPlansPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Plan",
        "kind": "LinkedField",
        "name": "plans",
        "plural": true,
        "selections": [
          (v0/*: any*/),
          (v1/*: any*/),
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
    ]
  },
  "params": {
    "cacheID": "5c3a2eed1930a4c2e70d275cbfd8d047",
    "id": null,
    "metadata": {},
    "name": "SubscriptionPlansPageQuery",
    "operationKind": "query",
    "text": "query SubscriptionPlansPageQuery {\n  plans {\n    id\n    discount\n    ...PlanCard_plan\n  }\n}\n\nfragment PlanCard_plan on Plan {\n  name\n  code\n  monthlyPrice\n  annualPrice\n  discount\n}\n"
  }
};
})();

(node as any).hash = "71d5e737311393ff27384d303aea09cd";

export default node;
