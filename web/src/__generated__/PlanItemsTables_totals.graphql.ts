/**
 * @generated SignedSource<<8afc9281ff7f2c71e6cee7641c7a1ad6>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PlanItemsTables_totals$data = {
  readonly subtotalCents: number;
  readonly taxCents: number;
  readonly taxRate: number;
  readonly totalCents: number;
  readonly " $fragmentType": "PlanItemsTables_totals";
};
export type PlanItemsTables_totals$key = {
  readonly " $data"?: PlanItemsTables_totals$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlanItemsTables_totals">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PlanItemsTables_totals",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "subtotalCents",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "taxCents",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalCents",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "taxRate",
      "storageKey": null
    }
  ],
  "type": "TreatmentPlanTotals",
  "abstractKey": null
};

(node as any).hash = "b17df3b2f117c589b430a9e5d85e031c";

export default node;
