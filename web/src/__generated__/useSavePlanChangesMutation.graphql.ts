/**
 * @generated SignedSource<<5f62c4b546be6e15b01da04eb351a86a>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TreatmentPlanItemKind = "DIAGNOSTIC" | "INVENTORY" | "MEDICATION" | "SERVICE" | "%future added value";
export type SaveTreatmentPlanInput = {
  basedOnVersion?: number | null | undefined;
  description?: string | null | undefined;
  isClientAtClinic: boolean;
  items: ReadonlyArray<TreatmentPlanItemInput>;
  visitId: string;
  visitModificationId?: string | null | undefined;
};
export type TreatmentPlanItemInput = {
  ai?: boolean | null | undefined;
  aiReason?: string | null | undefined;
  approved: boolean;
  catalogueId: string;
  comment?: string | null | undefined;
  doseMg?: number | null | undefined;
  dosesPerDay?: number | null | undefined;
  id?: string | null | undefined;
  kind: TreatmentPlanItemKind;
  quantity: number;
  removed: boolean;
  selectedDosage?: DosageUnitInput | null | undefined;
};
export type DosageUnitInput = {
  dosage: string;
  unit: string;
};
export type useSavePlanChangesMutation$variables = {
  input: SaveTreatmentPlanInput;
};
export type useSavePlanChangesMutation$data = {
  readonly saveTreatmentPlan: {
    readonly __typename: string;
    readonly changedAt?: string;
    readonly changedByName?: string;
    readonly current?: {
      readonly " $fragmentSpreads": FragmentRefs<"PlanStep_plan">;
    };
    readonly fieldErrors?: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly message?: string;
    readonly treatmentPlan?: {
      readonly version: number;
      readonly " $fragmentSpreads": FragmentRefs<"PlanStep_plan">;
    };
    readonly visit?: {
      readonly id: string;
      readonly isReadOnly: boolean;
      readonly status: {
        readonly name: string;
      };
      readonly updatedAt: string;
    };
  };
};
export type useSavePlanChangesMutation = {
  response: useSavePlanChangesMutation$data;
  variables: useSavePlanChangesMutation$variables;
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "version",
  "storageKey": null
},
v4 = {
  "args": null,
  "kind": "FragmentSpread",
  "name": "PlanStep_plan"
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedAt",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "Visit",
  "kind": "LinkedField",
  "name": "visit",
  "plural": false,
  "selections": [
    (v5/*: any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isReadOnly",
      "storageKey": null
    },
    (v6/*: any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "VisitStatus",
      "kind": "LinkedField",
      "name": "status",
      "plural": false,
      "selections": [
        (v7/*: any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "changedByName",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "changedAt",
  "storageKey": null
},
v12 = {
  "kind": "InlineFragment",
  "selections": [
    (v9/*: any*/),
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
        (v9/*: any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "InputValidationError",
  "abstractKey": null
},
v13 = {
  "kind": "InlineFragment",
  "selections": [
    (v9/*: any*/)
  ],
  "type": "Error",
  "abstractKey": "__isError"
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isClientAtClinic",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedByName",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "taxCents",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCents",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "concreteType": "TreatmentPlanItem",
  "kind": "LinkedField",
  "name": "items",
  "plural": true,
  "selections": [
    (v5/*: any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "catalogueId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "quantity",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DosageUnit",
      "kind": "LinkedField",
      "name": "selectedDosage",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dosage",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "unit",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "comment",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "removed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "approved",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "code",
      "storageKey": null
    },
    (v7/*: any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "category",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unitPriceCents",
      "storageKey": null
    },
    (v17/*: any*/),
    (v18/*: any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "approvedAt",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v20 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "subtotalCents",
    "storageKey": null
  },
  (v17/*: any*/),
  (v18/*: any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "taxRate",
    "storageKey": null
  }
],
v21 = {
  "alias": null,
  "args": null,
  "concreteType": "TreatmentPlanTotals",
  "kind": "LinkedField",
  "name": "totals",
  "plural": false,
  "selections": (v20/*: any*/),
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "concreteType": "TreatmentPlanTotals",
  "kind": "LinkedField",
  "name": "approvedTotals",
  "plural": false,
  "selections": (v20/*: any*/),
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSavePlanChangesMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "saveTreatmentPlan",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "TreatmentPlan",
                "kind": "LinkedField",
                "name": "treatmentPlan",
                "plural": false,
                "selections": [
                  (v3/*: any*/),
                  (v4/*: any*/)
                ],
                "storageKey": null
              },
              (v8/*: any*/)
            ],
            "type": "SaveTreatmentPlanSuccess",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              (v9/*: any*/),
              (v10/*: any*/),
              (v11/*: any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "TreatmentPlan",
                "kind": "LinkedField",
                "name": "current",
                "plural": false,
                "selections": [
                  (v4/*: any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "TreatmentPlanStaleVersionError",
            "abstractKey": null
          },
          (v12/*: any*/),
          (v13/*: any*/)
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
    "name": "useSavePlanChangesMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "saveTreatmentPlan",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "TreatmentPlan",
                "kind": "LinkedField",
                "name": "treatmentPlan",
                "plural": false,
                "selections": [
                  (v3/*: any*/),
                  (v5/*: any*/),
                  (v14/*: any*/),
                  (v15/*: any*/),
                  (v6/*: any*/),
                  (v16/*: any*/),
                  (v19/*: any*/),
                  (v21/*: any*/),
                  (v22/*: any*/)
                ],
                "storageKey": null
              },
              (v8/*: any*/)
            ],
            "type": "SaveTreatmentPlanSuccess",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              (v9/*: any*/),
              (v10/*: any*/),
              (v11/*: any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "TreatmentPlan",
                "kind": "LinkedField",
                "name": "current",
                "plural": false,
                "selections": [
                  (v5/*: any*/),
                  (v3/*: any*/),
                  (v14/*: any*/),
                  (v15/*: any*/),
                  (v6/*: any*/),
                  (v16/*: any*/),
                  (v19/*: any*/),
                  (v21/*: any*/),
                  (v22/*: any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "TreatmentPlanStaleVersionError",
            "abstractKey": null
          },
          (v12/*: any*/),
          (v13/*: any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d1bea68072e458ca759a9c0c01f2951c",
    "id": null,
    "metadata": {},
    "name": "useSavePlanChangesMutation",
    "operationKind": "mutation",
    "text": "mutation useSavePlanChangesMutation(\n  $input: SaveTreatmentPlanInput!\n) {\n  saveTreatmentPlan(input: $input) {\n    __typename\n    ... on SaveTreatmentPlanSuccess {\n      treatmentPlan {\n        version\n        ...PlanStep_plan\n        id\n      }\n      visit {\n        id\n        isReadOnly\n        updatedAt\n        status {\n          name\n        }\n      }\n    }\n    ... on TreatmentPlanStaleVersionError {\n      message\n      changedByName\n      changedAt\n      current {\n        ...PlanStep_plan\n        id\n      }\n    }\n    ... on InputValidationError {\n      message\n      fieldErrors {\n        path\n        message\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment PlanStep_plan on TreatmentPlan {\n  id\n  version\n  description\n  isClientAtClinic\n  updatedAt\n  updatedByName\n  items {\n    id\n    kind\n    catalogueId\n    quantity\n    selectedDosage {\n      dosage\n      unit\n    }\n    comment\n    removed\n    approved\n    code\n    name\n    category\n    unitPriceCents\n    taxCents\n    totalCents\n    approvedAt\n  }\n  totals {\n    subtotalCents\n    taxCents\n    totalCents\n    taxRate\n  }\n  approvedTotals {\n    subtotalCents\n    taxCents\n    totalCents\n    taxRate\n  }\n}\n"
  }
};
})();

(node as any).hash = "b68c201f3186d043f2589996879cdb5a";

export default node;
