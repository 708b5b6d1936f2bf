/**
 * @generated SignedSource<<c2e59de2678b1935fa209c7eeb8ada91>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PetDetailsCard_pet$data = {
  readonly breed: {
    readonly breed: string;
  } | null | undefined;
  readonly color: string;
  readonly dateOfBirth: string;
  readonly dateOfBirthIso: string;
  readonly gender: {
    readonly gender: string;
  } | null | undefined;
  readonly id: string;
  readonly image: string | null | undefined;
  readonly microchip: string | null | undefined;
  readonly name: string;
  readonly note: string | null | undefined;
  readonly parent: {
    readonly email: string;
    readonly fullName: string;
    readonly phoneNumber: string;
  };
  readonly problems: ReadonlyArray<string>;
  readonly species: {
    readonly specie: string;
  } | null | undefined;
  readonly weight: number;
  readonly weightUnit: string;
  readonly " $fragmentType": "PetDetailsCard_pet";
};
export type PetDetailsCard_pet$key = {
  readonly " $data"?: PetDetailsCard_pet$data;
  readonly " $fragmentSpreads": FragmentRefs<"PetDetailsCard_pet">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PetDetailsCard_pet",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "image",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "color",
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
      "name": "dateOfBirthIso",
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
      "kind": "ScalarField",
      "name": "problems",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "note",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "microchip",
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
          "name": "phoneNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Pet",
  "abstractKey": null
};

(node as any).hash = "8f3d4f689bc7d6f79e9d7fb97774a87c";

export default node;
