/**
 * @generated SignedSource<<2b9689c59e4cf1bb5556f4bf1c8dbf56>>
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
export type useSaveTreatmentPlanMutation$variables = {
  input: SaveTreatmentPlanInput;
};
export type useSaveTreatmentPlanMutation$data = {
  readonly saveTreatmentPlan: {
    readonly __typename: string;
    readonly changedAt?: string;
    readonly changedByName?: string;
    readonly current?: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"AssessmentStep_plan">;
    };
    readonly fieldErrors?: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly message?: string;
    readonly treatmentPlan?: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"AssessmentStep_plan">;
    };
    readonly visit?: {
      readonly id: string;
      readonly lastModifiedByName: string;
      readonly status: {
        readonly name: string;
      };
      readonly treatmentPlan: {
        readonly id: string;
      } | null | undefined;
      readonly updatedAt: string;
    };
  };
};
export type useSaveTreatmentPlanMutation = {
  response: useSaveTreatmentPlanMutation$data;
  variables: useSaveTreatmentPlanMutation$variables;
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
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedAt",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = [
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
v7 = [
  (v3/*: any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "version",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "isClientAtClinic",
    "storageKey": null
  },
  (v4/*: any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "updatedByName",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "TreatmentPlanTotals",
    "kind": "LinkedField",
    "name": "totals",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "subtotalCents",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "taxCents",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "totalCents",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "taxRate",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "TreatmentPlanItem",
    "kind": "LinkedField",
    "name": "items",
    "plural": true,
    "selections": [
      (v3/*: any*/),
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
        "name": "code",
        "storageKey": null
      },
      (v5/*: any*/),
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
        "name": "description",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "DosageUnit",
        "kind": "LinkedField",
        "name": "dosageOptions",
        "plural": true,
        "selections": (v6/*: any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "DosageUnit",
        "kind": "LinkedField",
        "name": "selectedDosage",
        "plural": false,
        "selections": (v6/*: any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "doseInstructions",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "directions",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "sideEffects",
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
        "name": "quantity",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "doseMg",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "dosesPerDay",
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
        "name": "ai",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "aiReason",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v8 = [
  (v3/*: any*/),
  {
    "kind": "InlineDataFragmentSpread",
    "name": "AssessmentStep_plan",
    "selections": (v7/*: any*/),
    "args": null,
    "argumentDefinitions": ([]/*: any*/)
  }
],
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "Visit",
  "kind": "LinkedField",
  "name": "visit",
  "plural": false,
  "selections": [
    (v3/*: any*/),
    (v4/*: any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastModifiedByName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "VisitStatus",
      "kind": "LinkedField",
      "name": "status",
      "plural": false,
      "selections": [
        (v5/*: any*/)
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
        (v3/*: any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "changedByName",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "changedAt",
  "storageKey": null
},
v13 = {
  "kind": "InlineFragment",
  "selections": [
    (v10/*: any*/)
  ],
  "type": "Error",
  "abstractKey": "__isError"
},
v14 = {
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
        (v10/*: any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "InputValidationError",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSaveTreatmentPlanMutation",
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
                "selections": (v8/*: any*/),
                "storageKey": null
              },
              (v9/*: any*/)
            ],
            "type": "SaveTreatmentPlanSuccess",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              (v10/*: any*/),
              (v11/*: any*/),
              (v12/*: any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "TreatmentPlan",
                "kind": "LinkedField",
                "name": "current",
                "plural": false,
                "selections": (v8/*: any*/),
                "storageKey": null
              }
            ],
            "type": "TreatmentPlanStaleVersionError",
            "abstractKey": null
          },
          (v13/*: any*/),
          (v14/*: any*/)
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
    "name": "useSaveTreatmentPlanMutation",
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
                "selections": (v7/*: any*/),
                "storageKey": null
              },
              (v9/*: any*/)
            ],
            "type": "SaveTreatmentPlanSuccess",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              (v10/*: any*/),
              (v11/*: any*/),
              (v12/*: any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "TreatmentPlan",
                "kind": "LinkedField",
                "name": "current",
                "plural": false,
                "selections": (v7/*: any*/),
                "storageKey": null
              }
            ],
            "type": "TreatmentPlanStaleVersionError",
            "abstractKey": null
          },
          (v13/*: any*/),
          (v14/*: any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "3daa0bfc6bf1d65f69bf6a846efa54be",
    "id": null,
    "metadata": {},
    "name": "useSaveTreatmentPlanMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveTreatmentPlanMutation(\n  $input: SaveTreatmentPlanInput!\n) {\n  saveTreatmentPlan(input: $input) {\n    __typename\n    ... on SaveTreatmentPlanSuccess {\n      treatmentPlan {\n        id\n        ...AssessmentStep_plan\n      }\n      visit {\n        id\n        updatedAt\n        lastModifiedByName\n        status {\n          name\n        }\n        treatmentPlan {\n          id\n        }\n      }\n    }\n    ... on TreatmentPlanStaleVersionError {\n      message\n      changedByName\n      changedAt\n      current {\n        id\n        ...AssessmentStep_plan\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on InputValidationError {\n      fieldErrors {\n        path\n        message\n      }\n    }\n  }\n}\n\nfragment AssessmentStep_plan on TreatmentPlan {\n  id\n  version\n  isClientAtClinic\n  updatedAt\n  updatedByName\n  totals {\n    subtotalCents\n    taxCents\n    totalCents\n    taxRate\n  }\n  items {\n    id\n    kind\n    catalogueId\n    code\n    name\n    category\n    description\n    dosageOptions {\n      dosage\n      unit\n    }\n    selectedDosage {\n      dosage\n      unit\n    }\n    doseInstructions\n    directions\n    sideEffects\n    comment\n    quantity\n    doseMg\n    dosesPerDay\n    removed\n    approved\n    ai\n    aiReason\n  }\n}\n"
  }
};
})();

(node as any).hash = "27478af2440f576e66d03a6f1e6fea80";

export default node;
