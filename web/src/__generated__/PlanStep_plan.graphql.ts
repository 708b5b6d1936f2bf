/**
 * @generated SignedSource<<e9e44b654cf1470b8bdc27bc0974b56f>>
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
  readonly approvedTotals: {
    readonly subtotalCents: number;
    readonly taxCents: number;
    readonly taxRate: number;
    readonly totalCents: number;
  };
  readonly description: string;
  readonly id: string;
  readonly isClientAtClinic: boolean;
  readonly items: ReadonlyArray<{
    readonly approved: boolean;
    readonly approvedAt: string | null | undefined;
    readonly catalogueId: string;
    readonly category: string | null | undefined;
    readonly code: string;
    readonly comment: string;
    readonly id: string;
    readonly kind: TreatmentPlanItemKind;
    readonly name: string;
    readonly quantity: number;
    readonly removed: boolean;
    readonly selectedDosage: {
      readonly dosage: string;
      readonly unit: string;
    } | null | undefined;
    readonly taxCents: number;
    readonly totalCents: number;
    readonly unitPriceCents: number;
  }>;
  readonly totals: {
    readonly subtotalCents: number;
    readonly taxCents: number;
    readonly taxRate: number;
    readonly totalCents: number;
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
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "taxCents",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCents",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "subtotalCents",
    "storageKey": null
  },
  (v1/*: any*/),
  (v2/*: any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "taxRate",
    "storageKey": null
  }
];
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
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "category",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "unitPriceCents",
          "storageKey": null
        },
        (v1/*: any*/),
        (v2/*: any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "approvedAt",
          "storageKey": null
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
      "selections": (v3/*: any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TreatmentPlanTotals",
      "kind": "LinkedField",
      "name": "approvedTotals",
      "plural": false,
      "selections": (v3/*: any*/),
      "storageKey": null
    }
  ],
  "type": "TreatmentPlan",
  "abstractKey": null
};
})();

(node as any).hash = "ac7fd96d9423daba2b0e87866657fd0b";

export default node;
