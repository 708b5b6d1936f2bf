/**
 * @generated SignedSource<<0f70591bcd329232544d34ddaffe18f6>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AiLineSourceKind = "CATALOGUE" | "INPUT" | "OBJECTIVE" | "PLAN" | "RESULTS" | "SUBJECTIVE" | "TRANSCRIPT" | "TRIAGE" | "VITALS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type aiLineFragment_line$data = {
  readonly sources: ReadonlyArray<{
    readonly end: number | null | undefined;
    readonly kind: AiLineSourceKind;
    readonly label: string;
    readonly quote: string | null | undefined;
    readonly start: number | null | undefined;
  }>;
  readonly text: string;
  readonly " $fragmentType": "aiLineFragment_line";
};
export type aiLineFragment_line$key = {
  readonly " $data"?: aiLineFragment_line$data;
  readonly " $fragmentSpreads": FragmentRefs<"aiLineFragment_line">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "aiLineFragment_line",
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
  "type": "AiLine",
  "abstractKey": null
};

(node as any).hash = "b1376967af95ba1a70023d76f8d89111";

export default node;
