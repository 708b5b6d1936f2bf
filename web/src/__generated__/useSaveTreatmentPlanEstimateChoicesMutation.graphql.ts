/**
 * @generated SignedSource<<af8215de043363429c1fa82d8af0d218>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TreatmentPlanItemKind = "DIAGNOSTIC" | "INVENTORY" | "MEDICATION" | "SERVICE" | "%future added value";
export type SaveTreatmentPlanEstimateChoicesInput = {
  decisions: ReadonlyArray<TreatmentPlanDecisionInput>;
  planVersion: number;
  token: string;
};
export type TreatmentPlanDecisionInput = {
  approved: boolean;
  itemId: string;
};
export type useSaveTreatmentPlanEstimateChoicesMutation$variables = {
  input: SaveTreatmentPlanEstimateChoicesInput;
};
export type useSaveTreatmentPlanEstimateChoicesMutation$data = {
  readonly saveTreatmentPlanEstimateChoices: {
    readonly __typename: string;
    readonly estimate?: {
      readonly approvedTotals: {
        readonly subtotalCents: number;
        readonly taxCents: number;
        readonly taxRate: number;
        readonly totalCents: number;
      };
      readonly items: ReadonlyArray<{
        readonly approved: boolean;
        readonly approvedAt: string | null | undefined;
        readonly category: string | null | undefined;
        readonly code: string;
        readonly id: string;
        readonly kind: TreatmentPlanItemKind;
        readonly name: string;
        readonly quantity: number;
        readonly removed: boolean;
        readonly selectedDosage: {
          readonly dosage: string;
          readonly unit: string;
        } | null | undefined;
        readonly taxCents: number;
        readonly totalCents: number;
        readonly unitPriceCents: number;
      }>;
    };
    readonly message?: string;
  };
};
export type useSaveTreatmentPlanEstimateChoicesMutation = {
  response: useSaveTreatmentPlanEstimateChoicesMutation$data;
  variables: useSaveTreatmentPlanEstimateChoicesMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "taxCents",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCents",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "saveTreatmentPlanEstimateChoices",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "TreatmentPlanEstimate",
            "kind": "LinkedField",
            "name": "estimate",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "TreatmentPlanItem",
                "kind": "LinkedField",
                "name": "items",
                "plural": true,
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
                    "name": "kind",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "code",
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
                    "name": "category",
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
                    "name": "quantity",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "unitPriceCents",
                    "storageKey": null
                  },
                  (v1/*: any*/),
                  (v2/*: any*/),
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
                    "name": "approvedAt",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "TreatmentPlanTotals",
                "kind": "LinkedField",
                "name": "approvedTotals",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "subtotalCents",
                    "storageKey": null
                  },
                  (v1/*: any*/),
                  (v2/*: any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "taxRate",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SaveTreatmentPlanEstimateChoicesSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSaveTreatmentPlanEstimateChoicesMutation",
    "selections": (v3/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useSaveTreatmentPlanEstimateChoicesMutation",
    "selections": (v3/*: any*/)
  },
  "params": {
    "cacheID": "6a22d0a35366e44eaa64b43d3b79d3bf",
    "id": null,
    "metadata": {},
    "name": "useSaveTreatmentPlanEstimateChoicesMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveTreatmentPlanEstimateChoicesMutation(\n  $input: SaveTreatmentPlanEstimateChoicesInput!\n) {\n  saveTreatmentPlanEstimateChoices(input: $input) {\n    __typename\n    ... on SaveTreatmentPlanEstimateChoicesSuccess {\n      estimate {\n        items {\n          id\n          kind\n          code\n          name\n          category\n          selectedDosage {\n            dosage\n            unit\n          }\n          quantity\n          unitPriceCents\n          taxCents\n          totalCents\n          removed\n          approved\n          approvedAt\n        }\n        approvedTotals {\n          subtotalCents\n          taxCents\n          totalCents\n          taxRate\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9a5c01165efdbe58aa093b2b2a271bea";

export default node;
