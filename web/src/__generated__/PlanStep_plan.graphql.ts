/**
 * @generated SignedSource<<bb6fa2d32e3d59853fb68074f469b8c5>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TreatmentPlanItemKind = "DIAGNOSTIC" | "INVENTORY" | "MEDICATION" | "SERVICE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PlanStep_plan$data = {
  readonly description: string;
  readonly id: string;
  readonly isClientAtClinic: boolean;
  readonly items: ReadonlyArray<{
    readonly approved: boolean;
    readonly catalogueId: string;
    readonly comment: string;
    readonly id: string;
    readonly kind: TreatmentPlanItemKind;
    readonly quantity: number;
    readonly removed: boolean;
    readonly selectedDosage: {
      readonly dosage: string;
      readonly unit: string;
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"PlanItemsTables_items">;
  }>;
  readonly totals: {
    readonly " $fragmentSpreads": FragmentRefs<"PlanItemsTables_totals">;
  };
  readonly updatedAt: string;
  readonly updatedByName: string;
  readonly version: number;
  readonly " $fragmentType": "PlanStep_plan";
};
export type PlanStep_plan$key = {
  readonly " $data"?: PlanStep_plan$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlanStep_plan">;
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
  "name": "PlanStep_plan",
  "selections": [
    (v0/*: any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "version",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isClientAtClinic",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedByName",
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
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "catalogueId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "quantity",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "DosageUnit",
          "kind": "LinkedField",
          "name": "selectedDosage",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "dosage",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "unit",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "comment",
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
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PlanItemsTables_items"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TreatmentPlanTotals",
      "kind": "LinkedField",
      "name": "totals",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PlanItemsTables_totals"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "TreatmentPlan",
  "abstractKey": null
};
})();

(node as any).hash = "5b364455d4c816f456fff7488440ce28";

export default node;
