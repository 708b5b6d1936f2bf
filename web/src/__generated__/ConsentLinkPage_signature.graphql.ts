/**
 * @generated SignedSource<<2105b302d146a62a4531021ed353fb62>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ConsentLinkPage_signature$data = {
  readonly declineReason: string | null | undefined;
  readonly declined: boolean;
  readonly formVersion: number;
  readonly signatureUrl: string;
  readonly signedAt: string;
  readonly signerName: string;
  readonly textSha256: string;
  readonly " $fragmentType": "ConsentLinkPage_signature";
};
export type ConsentLinkPage_signature$key = {
  readonly " $data"?: ConsentLinkPage_signature$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConsentLinkPage_signature">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ConsentLinkPage_signature",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "signerName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "signedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "signatureUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "declined",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "declineReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "formVersion",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "textSha256",
      "storageKey": null
    }
  ],
  "type": "ConsentSignature",
  "abstractKey": null
};

(node as any).hash = "b3f7a6214dd38cfa7ae9771c3131b6d7";

export default node;
