/**
 * @generated SignedSource<<5c85b0efeaf41e5893c00d639454db86>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AiDraftStatus = "ACCEPTED" | "DRAFT" | "EDITED" | "%future added value";
export type AiLineSourceKind = "CATALOGUE" | "INPUT" | "OBJECTIVE" | "PLAN" | "RESULTS" | "SUBJECTIVE" | "TRANSCRIPT" | "TRIAGE" | "VITALS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AiDraftBadge_draft$data = {
  readonly featureLabel: string;
  readonly id: string;
  readonly lines: ReadonlyArray<{
    readonly sources: ReadonlyArray<{
      readonly end: number | null | undefined;
      readonly kind: AiLineSourceKind;
      readonly label: string;
      readonly quote: string | null | undefined;
      readonly start: number | null | undefined;
    }>;
    readonly text: string;
  }>;
  readonly part: string;
  readonly provider: string;
  readonly reviewedAt: string | null | undefined;
  readonly reviewedByName: string | null | undefined;
  readonly sourceText: string | null | undefined;
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
      "name": "sourceText",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AiLine",
      "kind": "LinkedField",
      "name": "lines",
      "plural": true,
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
          "concreteType": "AiLineSource",
          "kind": "LinkedField",
          "name": "sources",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "kind",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "label",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "quote",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "start",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "end",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "AiDraft",
  "abstractKey": null
};

(node as any).hash = "68c1872a1455d9c978929c621fb4a389";

export default node;
