/**
 * @generated SignedSource<<6d580a609e46ab9a0a3746d4f17399ca>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PlanCard_plan$data = {
  readonly annualPrice: number;
  readonly code: string;
  readonly discount: number;
  readonly monthlyPrice: number;
  readonly name: string;
  readonly " $fragmentType": "PlanCard_plan";
};
export type PlanCard_plan$key = {
  readonly " $data"?: PlanCard_plan$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlanCard_plan">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PlanCard_plan",
  "selections": [
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "discount",
      "storageKey": null
    }
  ],
  "type": "Plan",
  "abstractKey": null
};

(node as any).hash = "0429b7fc94137d473c0eebb4d215fbdd";

export default node;
