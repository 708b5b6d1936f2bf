/**
 * @generated SignedSource<<8a1575d926e2f4a9d7021238f06b8c48>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type SoapTemplateStatus = "ACTIVE" | "INACTIVE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SoapTemplatesPage_row$data = {
  readonly code: string;
  readonly content: ReadonlyArray<{
    readonly fields: ReadonlyArray<{
      readonly hint: string;
      readonly name: string;
    }>;
    readonly section: string;
    readonly value: string;
  }>;
  readonly description: string;
  readonly id: string;
  readonly name: string;
  readonly status: SoapTemplateStatus;
  readonly updatedAt: string;
  readonly version: number;
  readonly " $fragmentType": "SoapTemplatesPage_row";
};
export type SoapTemplatesPage_row$key = {
  readonly " $data"?: SoapTemplatesPage_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"SoapTemplatesPage_row">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "SoapTemplatesPage_row"
};

(node as any).hash = "8e45574a81914e03f86c1ed4aca63bdf";

export default node;
