/**
 * @generated SignedSource<<c33ca141842bf8846bcd63552dc9bdc9>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DoseFlag = "ABOVE_DAILY_RANGE" | "ABOVE_MAX_PER_DAY" | "ABOVE_MAX_PER_DOSE" | "ABOVE_RANGE" | "BELOW_RANGE" | "NOT_FOR_SPECIES" | "NO_RANGE" | "NO_WEIGHT" | "STALE_WEIGHT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DoseChecks_plan$data = {
  readonly doseChecks: ReadonlyArray<{
    readonly amount: string | null | undefined;
    readonly doseMg: number | null | undefined;
    readonly dosesPerDay: number | null | undefined;
    readonly flagTexts: ReadonlyArray<string>;
    readonly flags: ReadonlyArray<DoseFlag>;
    readonly mgPerKg: number | null | undefined;
    readonly name: string;
    readonly needsReason: boolean;
    readonly rangeMaxMgPerKg: number | null | undefined;
    readonly rangeMinMgPerKg: number | null | undefined;
    readonly reason: string | null | undefined;
    readonly reasonAt: string | null | undefined;
    readonly reasonByName: string | null | undefined;
    readonly route: string | null | undefined;
    readonly rowId: string;
    readonly weightKg: number | null | undefined;
    readonly weightOn: string | null | undefined;
  }>;
  readonly id: string;
  readonly version: number;
  readonly " $fragmentType": "DoseChecks_plan";
};
export type DoseChecks_plan$key = {
  readonly " $data"?: DoseChecks_plan$data;
  readonly " $fragmentSpreads": FragmentRefs<"DoseChecks_plan">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DoseChecks_plan",
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
      "name": "version",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DoseCheck",
      "kind": "LinkedField",
      "name": "doseChecks",
      "plural": true,
      "selections": [
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
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "doseMg",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dosesPerDay",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "mgPerKg",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "weightKg",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "weightOn",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rangeMinMgPerKg",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rangeMaxMgPerKg",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "route",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "flags",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "flagTexts",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reasonByName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reasonAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "needsReason",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "TreatmentPlan",
  "abstractKey": null
};

(node as any).hash = "f38aa79dab44840a344ba23349fc0564";

export default node;
