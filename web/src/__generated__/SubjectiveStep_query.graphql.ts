/**
 * @generated SignedSource<<f1f56b8b420876906074f99a34b7d138>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SubjectiveStep_query$data = {
  readonly soapCases: ReadonlyArray<{
    readonly caseId: number;
    readonly label: string;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"MedicationPicker_query">;
  readonly " $fragmentType": "SubjectiveStep_query";
};
export type SubjectiveStep_query$key = {
  readonly " $data"?: SubjectiveStep_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"SubjectiveStep_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SubjectiveStep_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SoapCase",
      "kind": "LinkedField",
      "name": "soapCases",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "caseId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MedicationPicker_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "d2f1b6afce481a38e298e84e72b39066";

export default node;
