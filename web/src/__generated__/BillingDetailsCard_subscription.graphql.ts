/**
 * @generated SignedSource<<6688df8966a1a5ddebfcdf17661f6ae3>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PaymentProviderName = "SANDBOX" | "STRIPE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BillingDetailsCard_subscription$data = {
  readonly billingClientSecret: string | null | undefined;
  readonly id: string;
  readonly paymentMethod: {
    readonly brand: string;
    readonly expMonth: number;
    readonly expYear: number;
    readonly last4: string;
  } | null | undefined;
  readonly provider: PaymentProviderName;
  readonly publishableKey: string | null | undefined;
  readonly " $fragmentType": "BillingDetailsCard_subscription";
};
export type BillingDetailsCard_subscription$key = {
  readonly " $data"?: BillingDetailsCard_subscription$data;
  readonly " $fragmentSpreads": FragmentRefs<"BillingDetailsCard_subscription">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BillingDetailsCard_subscription",
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
      "name": "provider",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "publishableKey",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "billingClientSecret",
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

(node as any).hash = "eac03ff852b61fe858acd920a464fb11";

export default node;
