/**
 * @generated SignedSource<<f6d2c51297aa1f6291af0f3e1c7e7bfe>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OtherRemindersTable_rows$data = ReadonlyArray<{
  readonly date: string;
  readonly id: string;
  readonly isEditable: boolean;
  readonly lastGivenDate: string;
  readonly reminder: string;
  readonly source: string;
  readonly version: number;
  readonly " $fragmentType": "OtherRemindersTable_rows";
}>;
export type OtherRemindersTable_rows$key = ReadonlyArray<{
  readonly " $data"?: OtherRemindersTable_rows$data;
  readonly " $fragmentSpreads": FragmentRefs<"OtherRemindersTable_rows">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "OtherRemindersTable_rows",
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
      "name": "reminder",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "date",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastGivenDate",
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
  "type": "OtherReminder",
  "abstractKey": null
};

(node as any).hash = "a0551107f940860b60e9347882c9ef8e";

export default node;
