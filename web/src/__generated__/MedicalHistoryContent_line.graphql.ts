/**
 * @generated SignedSource<<5315f648a6b1825a010e1402884aa6bd>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MedicalHistoryContent_line$data = {
  readonly source: string;
  readonly text: string;
  readonly visit: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly visitDate: string | null | undefined;
  readonly " $fragmentType": "MedicalHistoryContent_line";
};
export type MedicalHistoryContent_line$key = {
  readonly " $data"?: MedicalHistoryContent_line$data;
  readonly " $fragmentSpreads": FragmentRefs<"MedicalHistoryContent_line">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MedicalHistoryContent_line",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "text",
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
      "name": "visitDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Visit",
      "kind": "LinkedField",
      "name": "visit",
      "plural": false,
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
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "MedicalHistoryLine",
  "abstractKey": null
};

(node as any).hash = "b5fc809a28e5b37f93b608249ea9e41f";

export default node;
