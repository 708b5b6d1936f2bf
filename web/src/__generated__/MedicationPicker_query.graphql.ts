/**
 * @generated SignedSource<<8aa2acd8838f85c1d6df823da72359dc>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MedicationPicker_query$data = {
  readonly medications: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly drugCode: string;
        readonly id: string;
        readonly productName: string;
      };
    }>;
  } | null | undefined;
  readonly " $fragmentType": "MedicationPicker_query";
};
export type MedicationPicker_query$key = {
  readonly " $data"?: MedicationPicker_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"MedicationPicker_query">;
};

import MedicationPickerRefetchQuery_graphql from './MedicationPickerRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "medicationSearch"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": MedicationPickerRefetchQuery_graphql
    }
  },
  "name": "MedicationPicker_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 8
        },
        {
          "kind": "Variable",
          "name": "search",
          "variableName": "medicationSearch"
        }
      ],
      "concreteType": "MedicationConnection",
      "kind": "LinkedField",
      "name": "medications",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "MedicationEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Medication",
              "kind": "LinkedField",
              "name": "node",
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
                  "name": "productName",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "drugCode",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "9554ad879707e362ac67215ba70da809";

export default node;
