/**
 * @generated SignedSource<<8a95873982c93b2e265acdb4afe130ab>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SubscriptionStatus = "ACTIVE" | "CANCELED" | "INACTIVE" | "INCOMPLETE" | "PAST_DUE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SubscriptionGate_query$data = {
  readonly subscription: {
    readonly amountCents: number;
    readonly id: string;
    readonly interval: string;
    readonly planCode: string;
    readonly planName: string | null | undefined;
    readonly status: SubscriptionStatus;
  };
  readonly viewer: {
    readonly clinics: ReadonlyArray<{
      readonly contactName: string | null | undefined;
      readonly email: string | null | undefined;
      readonly id: string;
    }>;
    readonly organization: {
      readonly name: string;
    };
  } | null | undefined;
  readonly " $fragmentType": "SubscriptionGate_query";
};
export type SubscriptionGate_query$key = {
  readonly " $data"?: SubscriptionGate_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"SubscriptionGate_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SubscriptionGate_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Subscription",
      "kind": "LinkedField",
      "name": "subscription",
      "plural": false,
      "selections": [
        (v0/*: any*/),
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
          "name": "planName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "planCode",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amountCents",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "interval",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Viewer",
      "kind": "LinkedField",
      "name": "viewer",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Organization",
          "kind": "LinkedField",
          "name": "organization",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Clinic",
          "kind": "LinkedField",
          "name": "clinics",
          "plural": true,
          "selections": [
            (v0/*: any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "contactName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "email",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "e09c9e8e88afe87b8098dd9229f6301e";

export default node;
