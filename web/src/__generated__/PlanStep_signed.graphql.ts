/**
 * @generated SignedSource<<bd66d1c0eba729cc95e8782b54487bfe>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PlanStep_signed$data = {
  readonly approvedTotalCents: number;
  readonly channel: string;
  readonly declineReason: string | null | undefined;
  readonly id: string;
  readonly items: ReadonlyArray<{
    readonly approved: boolean;
    readonly id: string;
    readonly name: string;
    readonly removed: boolean;
  }>;
  readonly planVersion: number;
  readonly signatureUrl: string;
  readonly signedAt: string;
  readonly signerName: string;
  readonly " $fragmentType": "PlanStep_signed";
};
export type PlanStep_signed$key = {
  readonly " $data"?: PlanStep_signed$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlanStep_signed">;
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
  "name": "PlanStep_signed",
  "selections": [
    (v0/*: any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "planVersion",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "signerName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "signedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "channel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "signatureUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "declineReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "approvedTotalCents",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TreatmentPlanItem",
      "kind": "LinkedField",
      "name": "items",
      "plural": true,
      "selections": [
        (v0/*: any*/),
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
          "name": "removed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "approved",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SignedTreatmentPlan",
  "abstractKey": null
};
})();

(node as any).hash = "ef205691d468cfccd4b86a79132497f8";

export default node;
