/**
 * @generated SignedSource<<9c02bb85b580f0d4c0d8fb819e8b88a5>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SoapCanvasPage_canvas$data = {
  readonly chatHistory: ReadonlyArray<{
    readonly at: string;
    readonly content: string;
    readonly role: string;
  }>;
  readonly finalSoap: string;
  readonly id: string;
  readonly isFinalized: boolean;
  readonly practiceExport: {
    readonly " $fragmentSpreads": FragmentRefs<"PracticeExportStatus_practiceExport">;
  } | null | undefined;
  readonly prompt: string;
  readonly templateCode: string | null | undefined;
  readonly version: number;
  readonly " $fragmentType": "SoapCanvasPage_canvas";
};
export type SoapCanvasPage_canvas$key = {
  readonly " $data"?: SoapCanvasPage_canvas$data;
  readonly " $fragmentSpreads": FragmentRefs<"SoapCanvasPage_canvas">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SoapCanvasPage_canvas",
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
      "concreteType": "SoapCanvasChatMessage",
      "kind": "LinkedField",
      "name": "chatHistory",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "role",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "content",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "at",
          "storageKey": null
        }
      ],
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

(node as any).hash = "0524994c22d4930c2d020e56031dc72e";

export default node;
