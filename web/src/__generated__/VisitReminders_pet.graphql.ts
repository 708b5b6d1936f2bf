/**
 * @generated SignedSource<<b8059e977e432f5c08980b4f9183009c>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VisitReminders_pet$data = {
  readonly id: string;
  readonly otherReminders: {
    readonly __id: string;
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly " $fragmentSpreads": FragmentRefs<"OtherRemindersTable_rows">;
      };
    }>;
  };
  readonly vaccinationReminders: {
    readonly __id: string;
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly " $fragmentSpreads": FragmentRefs<"VaccinationRemindersTable_rows">;
      };
    }>;
  };
  readonly " $fragmentType": "VisitReminders_pet";
};
export type VisitReminders_pet$key = {
  readonly " $data"?: VisitReminders_pet$data;
  readonly " $fragmentSpreads": FragmentRefs<"VisitReminders_pet">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "PageInfo",
  "kind": "LinkedField",
  "name": "pageInfo",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endCursor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasNextPage",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v3 = {
  "kind": "ClientExtension",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "__id",
      "storageKey": null
    }
  ]
};
return {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "reminderRows"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "reminderRows",
        "cursor": null,
        "direction": "forward",
        "path": [
          "vaccinationReminders"
        ]
      },
      {
        "count": "reminderRows",
        "cursor": null,
        "direction": "forward",
        "path": [
          "otherReminders"
        ]
      }
    ]
  },
  "name": "VisitReminders_pet",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": "vaccinationReminders",
      "args": null,
      "concreteType": "PetVaccinationRemindersConnection",
      "kind": "LinkedField",
      "name": "__VisitReminders_vaccinationReminders_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "PetVaccinationRemindersEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "VaccinationReminder",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "VaccinationRemindersTable_rows"
                },
                (v0/*: any*/)
              ],
              "storageKey": null
            },
            (v1/*: any*/)
          ],
          "storageKey": null
        },
        (v2/*: any*/),
        (v3/*: any*/)
      ],
      "storageKey": null
    },
    {
      "alias": "otherReminders",
      "args": null,
      "concreteType": "PetOtherRemindersConnection",
      "kind": "LinkedField",
      "name": "__VisitReminders_otherReminders_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "PetOtherRemindersEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "OtherReminder",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "OtherRemindersTable_rows"
                },
                (v0/*: any*/)
              ],
              "storageKey": null
            },
            (v1/*: any*/)
          ],
          "storageKey": null
        },
        (v2/*: any*/),
        (v3/*: any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Pet",
  "abstractKey": null
};
})();

(node as any).hash = "f35e6ebdc4328eae5f55376ceb08e033";

export default node;
