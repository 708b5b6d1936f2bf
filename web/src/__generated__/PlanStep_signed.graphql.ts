/**
 * @generated SignedSource<<771575cefbd8a1867bf4a0b1ebbb6e64>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PlanStep_signed$data = {
  readonly channel: string;
  readonly declineReason: string | null | undefined;
  readonly id: string;
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

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PlanStep_signed",
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
    }
  ],
  "type": "SignedTreatmentPlan",
  "abstractKey": null
};

(node as any).hash = "f4a7670229738731aa1d0d281a8d8257";

export default node;
