/**
 * @generated SignedSource<<5c1447e492b13f51dc3255086b6bc90c>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PetsTab_row$data = {
  readonly breed: {
    readonly breed: string;
    readonly id: string;
  } | null | undefined;
  readonly canSync: boolean;
  readonly color: string;
  readonly createdAt: string;
  readonly dateOfBirth: string;
  readonly gender: {
    readonly id: string;
  } | null | undefined;
  readonly id: string;
  readonly image: string | null | undefined;
  readonly name: string;
  readonly note: string | null | undefined;
  readonly parent: {
    readonly fullName: string;
    readonly id: string;
  };
  readonly problems: ReadonlyArray<string>;
  readonly source: string;
  readonly sourceId: string | null | undefined;
  readonly species: {
    readonly id: string;
    readonly specie: string;
  } | null | undefined;
  readonly weight: number;
  readonly weightUnit: string;
  readonly " $fragmentType": "PetsTab_row";
};
export type PetsTab_row$key = {
  readonly " $data"?: PetsTab_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"PetsTab_row">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "PetsTab_row"
};

(node as any).hash = "eaaa6d4eceb88716c966d374f08c735d";

export default node;
