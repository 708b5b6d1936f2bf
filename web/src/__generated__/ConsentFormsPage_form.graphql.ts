/**
 * @generated SignedSource<<27a4087f528e166064385d60d897bfde>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ConsentKind = "AI_RECORDING" | "ANAESTHESIA_PROCEDURE" | "TREATMENT_ESTIMATE" | "%future added value";
export type ConsentRequirement = "ALWAYS" | "BY_HAND" | "WHEN_PLAN_NEEDS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ConsentFormsPage_form$data = {
  readonly archived: boolean;
  readonly body: string;
  readonly id: string;
  readonly kind: ConsentKind;
  readonly requirement: ConsentRequirement;
  readonly textSha256: string;
  readonly title: string;
  readonly updatedAt: string;
  readonly updatedByName: string;
  readonly version: number;
  readonly " $fragmentType": "ConsentFormsPage_form";
};
export type ConsentFormsPage_form$key = {
  readonly " $data"?: ConsentFormsPage_form$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConsentFormsPage_form">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ConsentFormsPage_form",
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
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "body",
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
      "kind": "ScalarField",
      "name": "requirement",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "archived",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "textSha256",
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
    }
  ],
  "type": "ConsentForm",
  "abstractKey": null
};

(node as any).hash = "18faf23a480a3f12a473578f689b7f42";

export default node;
