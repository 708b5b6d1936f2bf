/**
 * @generated SignedSource<<80d81b6463dce0338f0643c96fcabf4b>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AiDraftRecord = "OBJECTIVE_NOTE" | "SOAP_CANVAS" | "SUBJECTIVE_NOTE" | "%future added value";
export type AiDraftStatus = "ACCEPTED" | "DRAFT" | "EDITED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type useVisitAiDrafts_visit$data = {
  readonly aiDrafts: ReadonlyArray<{
    readonly field: string;
    readonly id: string;
    readonly record: AiDraftRecord;
    readonly status: AiDraftStatus;
    readonly text: string;
    readonly " $fragmentSpreads": FragmentRefs<"AiDraftBadge_draft">;
  }>;
  readonly " $fragmentType": "useVisitAiDrafts_visit";
};
export type useVisitAiDrafts_visit$key = {
  readonly " $data"?: useVisitAiDrafts_visit$data;
  readonly " $fragmentSpreads": FragmentRefs<"useVisitAiDrafts_visit">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useVisitAiDrafts_visit",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AiDraft",
      "kind": "LinkedField",
      "name": "aiDrafts",
      "plural": true,
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
          "name": "record",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "field",
          "storageKey": null
        },
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
          "name": "status",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "AiDraftBadge_draft"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Visit",
  "abstractKey": null
};

(node as any).hash = "3812669824da3688ea760fa74cc2eb79";

export default node;
