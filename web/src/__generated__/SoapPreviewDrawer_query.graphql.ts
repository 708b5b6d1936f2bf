/**
 * @generated SignedSource<<6b0893eff2d350cf0babae4e03addfcd>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SoapPreviewDrawer_query$data = {
  readonly soapCases: ReadonlyArray<{
    readonly caseId: number;
    readonly label: string;
  }>;
  readonly " $fragmentType": "SoapPreviewDrawer_query";
};
export type SoapPreviewDrawer_query$key = {
  readonly " $data"?: SoapPreviewDrawer_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"SoapPreviewDrawer_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SoapPreviewDrawer_query",
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

(node as any).hash = "a63ca5203078fea318c8070e3906a7dd";

export default node;
