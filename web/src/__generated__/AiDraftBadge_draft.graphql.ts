/**
 * @generated SignedSource<<f090603d6bae18d7bfb424c1531c91d0>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AiDraftStatus = "ACCEPTED" | "DRAFT" | "EDITED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AiDraftBadge_draft$data = {
  readonly featureLabel: string;
  readonly hasSources: boolean;
  readonly id: string;
  readonly part: string;
  readonly provider: string;
  readonly reviewedAt: string | null | undefined;
  readonly reviewedByName: string | null | undefined;
  readonly status: AiDraftStatus;
  readonly " $fragmentType": "AiDraftBadge_draft";
};
export type AiDraftBadge_draft$key = {
  readonly " $data"?: AiDraftBadge_draft$data;
  readonly " $fragmentSpreads": FragmentRefs<"AiDraftBadge_draft">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AiDraftBadge_draft",
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
      "name": "part",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "featureLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "provider",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reviewedByName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reviewedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasSources",
      "storageKey": null
    }
  ],
  "type": "AiDraft",
  "abstractKey": null
};

(node as any).hash = "a861f875740307e388bb51c7c0452cd4";

export default node;
