/**
 * @generated SignedSource<<0a12f8f05a5d380ad71ec1e0bd8ef2fe>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SoapPreviewContent_query$data = {
  readonly soapCases: ReadonlyArray<{
    readonly caseId: number;
    readonly label: string;
  }>;
  readonly " $fragmentType": "SoapPreviewContent_query";
};
export type SoapPreviewContent_query$key = {
  readonly " $data"?: SoapPreviewContent_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"SoapPreviewContent_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SoapPreviewContent_query",
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
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "66afdab01a1506a1dfac0b0ff34a84a7";

export default node;
