/**
 * @generated SignedSource<<e103bc0583bba2481ddd66de105126ef>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TreatmentPlanItemKind = "DIAGNOSTIC" | "INVENTORY" | "MEDICATION" | "SERVICE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TreatmentPlanEstimatePage_signed$data = {
  readonly approvedTotalCents: number;
  readonly approvedTotals: {
    readonly subtotalCents: number;
    readonly taxCents: number;
    readonly taxRate: number;
    readonly totalCents: number;
  };
  readonly declineReason: string | null | undefined;
  readonly description: string;
  readonly items: ReadonlyArray<{
    readonly approved: boolean;
    readonly approvedAt: string | null | undefined;
    readonly category: string | null | undefined;
    readonly code: string;
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
  readonly signatureUrl: string;
  readonly signedAt: string;
  readonly signerName: string;
  readonly " $fragmentType": "TreatmentPlanEstimatePage_signed";
};
export type TreatmentPlanEstimatePage_signed$key = {
  readonly " $data"?: TreatmentPlanEstimatePage_signed$data;
  readonly " $fragmentSpreads": FragmentRefs<"TreatmentPlanEstimatePage_signed">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "taxCents",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCents",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TreatmentPlanEstimatePage_signed",
  "selections": [
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
      "name": "description",
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
          "name": "kind",
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
          "name": "quantity",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "unitPriceCents",
          "storageKey": null
        },
        (v0/*: any*/),
        (v1/*: any*/),
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
      "name": "approvedTotals",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "subtotalCents",
          "storageKey": null
        },
        (v0/*: any*/),
        (v1/*: any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "taxRate",
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

(node as any).hash = "bfb0590a7ba14dc9164e87b65b256342";

export default node;
