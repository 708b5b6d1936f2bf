/**
 * @generated SignedSource<<9ac3673201c6c130eb6a07f2cf7ad1f9>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PlanStep_visit$data = {
  readonly estimateFollowUp: {
    readonly " $fragmentSpreads": FragmentRefs<"LinkReminders_followUp">;
  } | null | undefined;
  readonly id: string;
  readonly isLocked: boolean;
  readonly isReadOnly: boolean;
  readonly pet: {
    readonly breed: {
      readonly breed: string;
    } | null | undefined;
    readonly name: string;
    readonly parent: {
      readonly address: {
        readonly addressLine1: string;
        readonly city: string;
        readonly state: string;
        readonly zip: string;
      };
      readonly email: string;
      readonly fullName: string;
    };
    readonly species: {
      readonly specie: string;
    } | null | undefined;
  };
  readonly signedTreatmentPlan: {
    readonly " $fragmentSpreads": FragmentRefs<"PlanStep_signed">;
  } | null | undefined;
  readonly treatmentPlan: {
    readonly " $fragmentSpreads": FragmentRefs<"DoseChecks_plan" | "PlanStep_plan">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ConsentsPanel_visit">;
  readonly " $fragmentType": "PlanStep_visit";
};
export type PlanStep_visit$key = {
  readonly " $data"?: PlanStep_visit$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlanStep_visit">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PlanStep_visit",
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
      "name": "isReadOnly",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isLocked",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Pet",
      "kind": "LinkedField",
      "name": "pet",
      "plural": false,
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
              "name": "email",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "PetParentAddress",
              "kind": "LinkedField",
              "name": "address",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "addressLine1",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "city",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "state",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "zip",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TreatmentPlan",
      "kind": "LinkedField",
      "name": "treatmentPlan",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PlanStep_plan"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "DoseChecks_plan"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SignedTreatmentPlan",
      "kind": "LinkedField",
      "name": "signedTreatmentPlan",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PlanStep_signed"
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ConsentsPanel_visit"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FollowUp",
      "kind": "LinkedField",
      "name": "estimateFollowUp",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "LinkReminders_followUp"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Visit",
  "abstractKey": null
};

(node as any).hash = "688222604d36691abdb63d27fca1f085";

export default node;
