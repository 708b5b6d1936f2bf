/**
 * @generated SignedSource<<830eb689bb4454c717e77b0b7bbbb849>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type UserStatus = "ACTIVE" | "INACTIVE" | "INVITED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type UsersTable_row$data = {
  readonly clinics: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly contactPhoneNumber: string | null | undefined;
  readonly createdAt: string | null | undefined;
  readonly email: string;
  readonly firstName: string;
  readonly fullName: string;
  readonly id: string;
  readonly invitePending: boolean;
  readonly isSuperAdmin: boolean;
  readonly lastName: string;
  readonly role: {
    readonly id: string;
    readonly name: string;
  };
  readonly status: UserStatus;
  readonly " $fragmentType": "UsersTable_row";
};
export type UsersTable_row$key = {
  readonly " $data"?: UsersTable_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"UsersTable_row">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "UsersTable_row"
};

(node as any).hash = "433da43b2b32122ca96da0cb2bac4070";

export default node;
