/**
 * @generated SignedSource<<515a46596188db48c61f4699feda9644>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResultsStep_row$data = {
  readonly catalogueId: string | null | undefined;
  readonly code: string;
  readonly comment: string | null | undefined;
  readonly dosage: string | null | undefined;
  readonly name: string;
  readonly planItemId: string | null | undefined;
  readonly quantity: number | null | undefined;
  readonly " $fragmentType": "ResultsStep_row";
};
export type ResultsStep_row$key = {
  readonly " $data"?: ResultsStep_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"ResultsStep_row">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ResultsStep_row",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "planItemId",
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
      "name": "quantity",
      "storageKey": null
    },
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
      "name": "comment",
      "storageKey": null
    }
  ],
  "type": "ResultRow",
  "abstractKey": null
};

(node as any).hash = "0e770c3edc61c4611cb91687e386df99";

export default node;
