/**
 * @generated SignedSource<<aa42bf12470d09d4b2da93bdda58c0e4>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateVaccinationReminderInput = {
  basedOnVersion: number;
  categoryId: string;
  expirationDate: string;
  givenDate: string;
  id: string;
  lotNumber: string;
  manufacturerId: string;
  reminderDate: string;
  vaccineId: string;
  vaccineTypeId: string;
  visitId: string;
  visitModificationId?: string | null | undefined;
};
export type useUpdateVaccinationReminderMutation$variables = {
  input: UpdateVaccinationReminderInput;
};
export type useUpdateVaccinationReminderMutation$data = {
  readonly updateVaccinationReminder: {
    readonly __typename: string;
    readonly changedAt?: string;
    readonly changedByName?: string;
    readonly current?: {
      readonly expirationDate: string;
      readonly givenDate: string;
      readonly lotNumber: string;
      readonly manufacturerId: string | null | undefined;
      readonly reminderDate: string;
      readonly vaccinationCategoryId: string | null | undefined;
      readonly vaccineId: string | null | undefined;
      readonly vaccineTypeId: string | null | undefined;
      readonly version: number;
      readonly " $fragmentSpreads": FragmentRefs<"VaccinationRemindersTable_rows">;
    } | null | undefined;
    readonly fieldErrors?: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly message?: string;
    readonly vaccinationReminder?: {
      readonly " $fragmentSpreads": FragmentRefs<"VaccinationRemindersTable_rows">;
    };
  };
};
export type useUpdateVaccinationReminderMutation = {
  response: useUpdateVaccinationReminderMutation$data;
  variables: useUpdateVaccinationReminderMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "args": null,
  "kind": "FragmentSpread",
  "name": "VaccinationRemindersTable_rows"
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "changedByName",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "changedAt",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "version",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "vaccinationCategoryId",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "vaccineTypeId",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "vaccineId",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "manufacturerId",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lotNumber",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "givenDate",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "expirationDate",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reminderDate",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v16 = {
  "kind": "InlineFragment",
  "selections": [
    (v15/*: any*/)
  ],
  "type": "Error",
  "abstractKey": "__isError"
},
v17 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "FieldError",
      "kind": "LinkedField",
      "name": "fieldErrors",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "path",
          "storageKey": null
        },
        (v15/*: any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "InputValidationError",
  "abstractKey": null
},
v18 = [
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
    "name": "productName",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "vaccinationCategory",
    "storageKey": null
  },
  (v7/*: any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "vaccineType",
    "storageKey": null
  },
  (v8/*: any*/),
  (v9/*: any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "manufacturerName",
    "storageKey": null
  },
  (v10/*: any*/),
  (v11/*: any*/),
  (v12/*: any*/),
  (v13/*: any*/),
  (v14/*: any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "vaccineStatus",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "source",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "isEditable",
    "storageKey": null
  },
  (v6/*: any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateVaccinationReminderMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateVaccinationReminder",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "VaccinationReminder",
                "kind": "LinkedField",
                "name": "vaccinationReminder",
                "plural": false,
                "selections": [
                  (v3/*: any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "UpdateVaccinationReminderSuccess",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*: any*/),
              (v5/*: any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "VaccinationReminder",
                "kind": "LinkedField",
                "name": "current",
                "plural": false,
                "selections": [
                  (v3/*: any*/),
                  (v6/*: any*/),
                  (v7/*: any*/),
                  (v8/*: any*/),
                  (v9/*: any*/),
                  (v10/*: any*/),
                  (v11/*: any*/),
                  (v12/*: any*/),
                  (v13/*: any*/),
                  (v14/*: any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "VaccinationReminderStaleVersionError",
            "abstractKey": null
          },
          (v16/*: any*/),
          (v17/*: any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useUpdateVaccinationReminderMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateVaccinationReminder",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "VaccinationReminder",
                "kind": "LinkedField",
                "name": "vaccinationReminder",
                "plural": false,
                "selections": (v18/*: any*/),
                "storageKey": null
              }
            ],
            "type": "UpdateVaccinationReminderSuccess",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*: any*/),
              (v5/*: any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "VaccinationReminder",
                "kind": "LinkedField",
                "name": "current",
                "plural": false,
                "selections": (v18/*: any*/),
                "storageKey": null
              }
            ],
            "type": "VaccinationReminderStaleVersionError",
            "abstractKey": null
          },
          (v16/*: any*/),
          (v17/*: any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "7e79cfa466e79a6cdb3e33adbec679b7",
    "id": null,
    "metadata": {},
    "name": "useUpdateVaccinationReminderMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateVaccinationReminderMutation(\n  $input: UpdateVaccinationReminderInput!\n) {\n  updateVaccinationReminder(input: $input) {\n    __typename\n    ... on UpdateVaccinationReminderSuccess {\n      vaccinationReminder {\n        ...VaccinationRemindersTable_rows\n        id\n      }\n    }\n    ... on VaccinationReminderStaleVersionError {\n      changedByName\n      changedAt\n      current {\n        ...VaccinationRemindersTable_rows\n        version\n        vaccinationCategoryId\n        vaccineTypeId\n        vaccineId\n        manufacturerId\n        lotNumber\n        givenDate\n        expirationDate\n        reminderDate\n        id\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on InputValidationError {\n      fieldErrors {\n        path\n        message\n      }\n    }\n  }\n}\n\nfragment VaccinationRemindersTable_rows on VaccinationReminder {\n  id\n  productName\n  vaccinationCategory\n  vaccinationCategoryId\n  vaccineType\n  vaccineTypeId\n  vaccineId\n  manufacturerName\n  manufacturerId\n  lotNumber\n  givenDate\n  expirationDate\n  reminderDate\n  vaccineStatus\n  source\n  isEditable\n  version\n}\n"
  }
};
})();

(node as any).hash = "81f4fc324dc527b23e0de2897fd80656";

export default node;
