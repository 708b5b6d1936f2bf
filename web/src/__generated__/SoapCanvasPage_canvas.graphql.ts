/**
 * @generated SignedSource<<50024111bbe6752d1924a0f8ff989caf>>
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
    }
  ],
  "type": "SoapCanvas",
  "abstractKey": null
};

(node as any).hash = "29955f4b750ed67fd01d7009b4c41361";

export default node;
