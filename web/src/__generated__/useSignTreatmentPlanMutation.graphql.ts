/**
 * @generated SignedSource<<3132b54a861291b155bf62de3128db79>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SignTreatmentPlanInput = {
  decisions: ReadonlyArray<TreatmentPlanDecisionInput>;
  declineReason?: string | null | undefined;
  planVersion: number;
  signaturePng: string;
  signerName: string;
  visitId: string;
  visitModificationId?: string | null | undefined;
};
export type TreatmentPlanDecisionInput = {
  approved: boolean;
  itemId: string;
};
export type useSignTreatmentPlanMutation$variables = {
  input: SignTreatmentPlanInput;
};
export type useSignTreatmentPlanMutation$data = {
  readonly signTreatmentPlan: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly message?: string;
    readonly signedTreatmentPlan?: {
      readonly " $fragmentSpreads": FragmentRefs<"PlanStep_signed">;
    };
    readonly visit?: {
      readonly id: string;
      readonly isReadOnly: boolean;
      readonly lastModifiedByName: string;
      readonly signedTreatmentPlan: {
        readonly " $fragmentSpreads": FragmentRefs<"PlanStep_signed">;
      } | null | undefined;
      readonly status: {
        readonly name: string;
      };
      readonly statusLogs: ReadonlyArray<{
        readonly createdAt: string;
        readonly event: string;
        readonly id: string;
        readonly userName: string;
      }>;
      readonly summariesAvailable: boolean;
      readonly treatmentPlan: {
        readonly " $fragmentSpreads": FragmentRefs<"PlanStep_plan">;
      } | null | undefined;
      readonly updatedAt: string;
    };
  };
};
export type useSignTreatmentPlanMutation = {
  response: useSignTreatmentPlanMutation$data;
  variables: useSignTreatmentPlanMutation$variables;
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
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isReadOnly",
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
  "name": "lastModifiedByName",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "summariesAvailable",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "VisitStatus",
  "kind": "LinkedField",
  "name": "status",
  "plural": false,
  "selections": [
    (v9/*: any*/)
  ],
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "VisitStatusLog",
  "kind": "LinkedField",
  "name": "statusLogs",
  "plural": true,
  "selections": [
    (v4/*: any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "event",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "userName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v13 = {
  "kind": "InlineFragment",
  "selections": [
    (v12/*: any*/),
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
        (v12/*: any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "InputValidationError",
  "abstractKey": null
},
v14 = {
  "kind": "InlineFragment",
  "selections": [
    (v12/*: any*/)
  ],
  "type": "Error",
  "abstractKey": "__isError"
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "removed",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "approved",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "concreteType": "SignedTreatmentPlan",
  "kind": "LinkedField",
  "name": "signedTreatmentPlan",
  "plural": false,
  "selections": [
    (v4/*: any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "planVersion",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "signerName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "signedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "channel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "signatureUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "declineReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "approvedTotalCents",
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
        (v4/*: any*/),
        (v9/*: any*/),
        (v15/*: any*/),
        (v16/*: any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "taxCents",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCents",
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
  (v18/*: any*/),
  (v19/*: any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "taxRate",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSignTreatmentPlanMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "signTreatmentPlan",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*: any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Visit",
                "kind": "LinkedField",
                "name": "visit",
                "plural": false,
                "selections": [
                  (v4/*: any*/),
                  (v5/*: any*/),
                  (v6/*: any*/),
                  (v7/*: any*/),
                  (v8/*: any*/),
                  (v10/*: any*/),
                  (v11/*: any*/),
                  (v3/*: any*/),
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
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "SignTreatmentPlanSuccess",
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
    "name": "useSignTreatmentPlanMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "signTreatmentPlan",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v17/*: any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Visit",
                "kind": "LinkedField",
                "name": "visit",
                "plural": false,
                "selections": [
                  (v4/*: any*/),
                  (v5/*: any*/),
                  (v6/*: any*/),
                  (v7/*: any*/),
                  (v8/*: any*/),
                  (v10/*: any*/),
                  (v11/*: any*/),
                  (v17/*: any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "TreatmentPlan",
                    "kind": "LinkedField",
                    "name": "treatmentPlan",
                    "plural": false,
                    "selections": [
                      (v4/*: any*/),
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
                        "name": "description",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isClientAtClinic",
                        "storageKey": null
                      },
                      (v6/*: any*/),
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
                        "concreteType": "TreatmentPlanItem",
                        "kind": "LinkedField",
                        "name": "items",
                        "plural": true,
                        "selections": [
                          (v4/*: any*/),
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
                          (v15/*: any*/),
                          (v16/*: any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "code",
                            "storageKey": null
                          },
                          (v9/*: any*/),
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
                          (v18/*: any*/),
                          (v19/*: any*/),
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
                        "name": "totals",
                        "plural": false,
                        "selections": (v20/*: any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "TreatmentPlanTotals",
                        "kind": "LinkedField",
                        "name": "approvedTotals",
                        "plural": false,
                        "selections": (v20/*: any*/),
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "SignTreatmentPlanSuccess",
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
    "cacheID": "41d79b79b2673ce9085229de1f0605f2",
    "id": null,
    "metadata": {},
    "name": "useSignTreatmentPlanMutation",
    "operationKind": "mutation",
    "text": "mutation useSignTreatmentPlanMutation(\n  $input: SignTreatmentPlanInput!\n) {\n  signTreatmentPlan(input: $input) {\n    __typename\n    ... on SignTreatmentPlanSuccess {\n      signedTreatmentPlan {\n        ...PlanStep_signed\n        id\n      }\n      visit {\n        id\n        isReadOnly\n        updatedAt\n        lastModifiedByName\n        summariesAvailable\n        status {\n          name\n        }\n        statusLogs {\n          id\n          event\n          userName\n          createdAt\n        }\n        signedTreatmentPlan {\n          ...PlanStep_signed\n          id\n        }\n        treatmentPlan {\n          ...PlanStep_plan\n          id\n        }\n      }\n    }\n    ... on InputValidationError {\n      message\n      fieldErrors {\n        path\n        message\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment PlanStep_plan on TreatmentPlan {\n  id\n  version\n  description\n  isClientAtClinic\n  updatedAt\n  updatedByName\n  items {\n    id\n    kind\n    catalogueId\n    quantity\n    selectedDosage {\n      dosage\n      unit\n    }\n    comment\n    removed\n    approved\n    code\n    name\n    category\n    unitPriceCents\n    taxCents\n    totalCents\n    approvedAt\n  }\n  totals {\n    subtotalCents\n    taxCents\n    totalCents\n    taxRate\n  }\n  approvedTotals {\n    subtotalCents\n    taxCents\n    totalCents\n    taxRate\n  }\n}\n\nfragment PlanStep_signed on SignedTreatmentPlan {\n  id\n  planVersion\n  signerName\n  signedAt\n  channel\n  signatureUrl\n  declineReason\n  approvedTotalCents\n  items {\n    id\n    name\n    removed\n    approved\n  }\n}\n"
  }
};
})();

(node as any).hash = "4c7e42760dbc917cdc9f67ed6ff3285b";

export default node;
