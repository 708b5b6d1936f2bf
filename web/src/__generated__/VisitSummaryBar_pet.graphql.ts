/**
 * @generated SignedSource<<d663f49bba10e9f42e7f2098e10d1198>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VisitSummaryBar_pet$data = {
  readonly breed: {
    readonly breed: string;
  } | null | undefined;
  readonly dateOfBirth: string;
  readonly gender: {
    readonly gender: string;
  } | null | undefined;
  readonly name: string;
  readonly parent: {
    readonly email: string;
    readonly fullName: string;
    readonly phoneNumber: string;
  };
  readonly species: {
    readonly specie: string;
  } | null | undefined;
  readonly weight: number;
  readonly weightUnit: string;
  readonly " $fragmentType": "VisitSummaryBar_pet";
};
export type VisitSummaryBar_pet$key = {
  readonly " $data"?: VisitSummaryBar_pet$data;
  readonly " $fragmentSpreads": FragmentRefs<"VisitSummaryBar_pet">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VisitSummaryBar_pet",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dateOfBirth",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "weight",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "weightUnit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Breed",
      "kind": "LinkedField",
      "name": "breed",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "breed",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Species",
      "kind": "LinkedField",
      "name": "species",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "specie",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Gender",
      "kind": "LinkedField",
      "name": "gender",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "gender",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PetParent",
      "kind": "LinkedField",
      "name": "parent",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fullName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "phoneNumber",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Pet",
  "abstractKey": null
};

(node as any).hash = "6b2e599026448e8889e296cfddaf2ea9";

export default node;
