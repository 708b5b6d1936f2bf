/**
 * @generated SignedSource<<a7f0c34e6d95ddd4440fe36192c907bb>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TreatmentPlanItemKind = "DIAGNOSTIC" | "INVENTORY" | "MEDICATION" | "SERVICE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ResultsStep_planItem$data = {
  readonly approved: boolean;
  readonly approvedAt: string | null | undefined;
  readonly catalogueId: string;
  readonly category: string | null | undefined;
  readonly code: string;
  readonly comment: string;
  readonly description: string;
  readonly id: string;
  readonly inHouse: boolean;
  readonly kind: TreatmentPlanItemKind;
  readonly labCode: string | null | undefined;
  readonly name: string;
  readonly quantity: number;
  readonly removed: boolean;
  readonly rowId: string;
  readonly selectedDosage: {
    readonly dosage: string;
    readonly unit: string;
  } | null | undefined;
  readonly " $fragmentType": "ResultsStep_planItem";
};
export type ResultsStep_planItem$key = {
  readonly " $data"?: ResultsStep_planItem$data;
  readonly " $fragmentSpreads": FragmentRefs<"ResultsStep_planItem">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ResultsStep_planItem",
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
      "name": "rowId",
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
      "name": "catalogueId",
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
      "name": "code",
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
      "name": "description",
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
      "name": "approved",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "approvedAt",
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
      "name": "inHouse",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "labCode",
      "storageKey": null
    }
  ],
  "type": "TreatmentPlanItem",
  "abstractKey": null
};

(node as any).hash = "5ca9862beacb18d9d82d3acf55d15151";

export default node;
