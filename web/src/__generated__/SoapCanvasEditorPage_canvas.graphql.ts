/**
 * @generated SignedSource<<6ea73a86cb8611883e1f2931fdbdfc38>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SoapCanvasEditorPage_canvas$data = {
  readonly exportedTo: string | null | undefined;
  readonly finalSoap: string;
  readonly finalizedAt: string | null | undefined;
  readonly finalizedByName: string | null | undefined;
  readonly id: string;
  readonly isFinalized: boolean;
  readonly practiceExport: {
    readonly " $fragmentSpreads": FragmentRefs<"PracticeExportStatus_practiceExport">;
  } | null | undefined;
  readonly prompt: string;
  readonly templateCode: string | null | undefined;
  readonly updatedAt: string;
  readonly updatedByName: string;
  readonly version: number;
  readonly " $fragmentType": "SoapCanvasEditorPage_canvas";
};
export type SoapCanvasEditorPage_canvas$key = {
  readonly " $data"?: SoapCanvasEditorPage_canvas$data;
  readonly " $fragmentSpreads": FragmentRefs<"SoapCanvasEditorPage_canvas">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SoapCanvasEditorPage_canvas",
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
      "name": "templateCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "finalSoap",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "prompt",
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
      "name": "isFinalized",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "finalizedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "finalizedByName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "exportedTo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedByName",
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
      "concreteType": "PracticeExport",
      "kind": "LinkedField",
      "name": "practiceExport",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PracticeExportStatus_practiceExport"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SoapCanvas",
  "abstractKey": null
};

(node as any).hash = "e7796474f4232593f48fe21b85ab9f2f";

export default node;
