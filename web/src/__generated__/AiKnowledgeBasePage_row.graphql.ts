/**
 * @generated SignedSource<<0d4e70f01ec879dc79ef49aa750d920c>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AiKnowledgeBasePage_row$data = {
  readonly content: string;
  readonly createdAt: string;
  readonly id: string;
  readonly text: string;
  readonly updatedAt: string;
  readonly " $fragmentType": "AiKnowledgeBasePage_row";
};
export type AiKnowledgeBasePage_row$key = {
  readonly " $data"?: AiKnowledgeBasePage_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"AiKnowledgeBasePage_row">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "AiKnowledgeBasePage_row"
};

(node as any).hash = "d55b54b94cd5f603cc34db0795d9e6aa";

export default node;
