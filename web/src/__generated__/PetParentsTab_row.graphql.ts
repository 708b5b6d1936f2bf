/**
 * @generated SignedSource<<808f91e9c9db85b29360f1921cddbfd5>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PetParentsTab_row$data = {
  readonly address: {
    readonly addressLine1: string;
    readonly addressLine2: string | null | undefined;
    readonly city: string;
    readonly state: string;
    readonly zip: string;
  };
  readonly appointmentDate: string | null | undefined;
  readonly dateOfBirth: string | null | undefined;
  readonly email: string;
  readonly emergencyContact: {
    readonly firstName: string;
    readonly lastName: string;
    readonly phoneNumber: string;
  };
  readonly firstName: string;
  readonly fullName: string;
  readonly id: string;
  readonly lastName: string;
  readonly lastVisit: string | null | undefined;
  readonly petCount: number;
  readonly phoneNumber: string;
  readonly " $fragmentType": "PetParentsTab_row";
};
export type PetParentsTab_row$key = {
  readonly " $data"?: PetParentsTab_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"PetParentsTab_row">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "PetParentsTab_row"
};

(node as any).hash = "2467edde611e46577cc4c39694674e2c";

export default node;
