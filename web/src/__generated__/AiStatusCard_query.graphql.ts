/**
 * @generated SignedSource<<faff97d5acacfe497545913e6b30f59c>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AiProviderName = "OPENAI" | "RULES" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AiStatusCard_query$data = {
  readonly aiStatus: {
    readonly chatModel: string | null | undefined;
    readonly description: string;
    readonly dictationAvailable: boolean;
    readonly dictationDescription: string;
    readonly dictationSetting: string;
    readonly languageModel: boolean;
    readonly provider: AiProviderName;
  };
  readonly " $fragmentType": "AiStatusCard_query";
};
export type AiStatusCard_query$key = {
  readonly " $data"?: AiStatusCard_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AiStatusCard_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AiStatusCard_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AiStatus",
      "kind": "LinkedField",
      "name": "aiStatus",
      "plural": false,
      "selections": [
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
          "name": "description",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "languageModel",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "chatModel",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dictationAvailable",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dictationSetting",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dictationDescription",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "65630e5611335389d779e51c971fe3c8";

export default node;
