/**
 * @generated SignedSource<<0ffab9841b0b5504057b480655af80a9>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RolesTable_row$data = {
  readonly createdAt: string;
  readonly createdBy: string | null | undefined;
  readonly id: string;
  readonly isBuiltIn: boolean;
  readonly name: string;
  readonly " $fragmentSpreads": FragmentRefs<"RolePermissionsModal_role">;
  readonly " $fragmentType": "RolesTable_row";
};
export type RolesTable_row$key = {
  readonly " $data"?: RolesTable_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"RolesTable_row">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "RolesTable_row"
};

(node as any).hash = "e5c805a7432bb1fd69b685f02a2ee1c4";

export default node;
