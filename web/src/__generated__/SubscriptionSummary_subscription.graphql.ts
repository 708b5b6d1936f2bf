/**
 * @generated SignedSource<<840baa076931f67bce7566ed1b645d56>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SubscriptionStatus = "ACTIVE" | "CANCELED" | "INACTIVE" | "INCOMPLETE" | "PAST_DUE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SubscriptionSummary_subscription$data = {
  readonly amountCents: number;
  readonly canCancel: boolean;
  readonly cancelAtPeriodEnd: boolean;
  readonly currentPeriodEnd: string | null | undefined;
  readonly id: string;
  readonly interval: string;
  readonly paymentMethod: {
    readonly brand: string;
    readonly expMonth: number;
    readonly expYear: number;
    readonly last4: string;
  } | null | undefined;
  readonly planCode: string;
  readonly planName: string | null | undefined;
  readonly status: SubscriptionStatus;
  readonly " $fragmentType": "SubscriptionSummary_subscription";
};
export type SubscriptionSummary_subscription$key = {
  readonly " $data"?: SubscriptionSummary_subscription$data;
  readonly " $fragmentSpreads": FragmentRefs<"SubscriptionSummary_subscription">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SubscriptionSummary_subscription",
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
      "name": "planCode",
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
      "name": "amountCents",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "interval",
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentMethodSummary",
      "kind": "LinkedField",
      "name": "paymentMethod",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "brand",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "last4",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expMonth",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expYear",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Subscription",
  "abstractKey": null
};

(node as any).hash = "628624300c6ad8d94d3a02d5f369cdf0";

export default node;
