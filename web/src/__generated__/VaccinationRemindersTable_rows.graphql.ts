/**
 * @generated SignedSource<<bba73817d04819ea14af5145d3b3f856>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VaccinationRemindersTable_rows$data = ReadonlyArray<{
  readonly expirationDate: string;
  readonly givenDate: string;
  readonly id: string;
  readonly isEditable: boolean;
  readonly lotNumber: string;
  readonly manufacturerId: string | null | undefined;
  readonly manufacturerName: string;
  readonly productName: string;
  readonly reminderDate: string;
  readonly source: string;
  readonly vaccinationCategory: string;
  readonly vaccinationCategoryId: string | null | undefined;
  readonly vaccineId: string | null | undefined;
  readonly vaccineStatus: string;
  readonly vaccineType: string;
  readonly vaccineTypeId: string | null | undefined;
  readonly version: number;
  readonly " $fragmentType": "VaccinationRemindersTable_rows";
}>;
export type VaccinationRemindersTable_rows$key = ReadonlyArray<{
  readonly " $data"?: VaccinationRemindersTable_rows$data;
  readonly " $fragmentSpreads": FragmentRefs<"VaccinationRemindersTable_rows">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "VaccinationRemindersTable_rows",
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
      "name": "productName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "vaccinationCategory",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "vaccinationCategoryId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "vaccineType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "vaccineTypeId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "vaccineId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "manufacturerName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "manufacturerId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lotNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "givenDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expirationDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reminderDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "vaccineStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "source",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isEditable",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "version",
      "storageKey": null
    }
  ],
  "type": "VaccinationReminder",
  "abstractKey": null
};

(node as any).hash = "d2e346cdc689365916b3044e79e3937c";

export default node;
