/**
 * @generated SignedSource<<5f26077332f2fa589e579d1b70227170>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LabOrderKind = "ADDITIONAL" | "ORDER" | "%future added value";
export type LabOrderStatus = "CANCELLED" | "COMPLETED" | "IN_PROGRESS" | "PENDING" | "QUEUED" | "SUBMITTED" | "%future added value";
export type PlaceLabOrderInput = {
  discardPending?: boolean | null | undefined;
  kind: LabOrderKind;
  visitId: string;
  visitModificationId?: string | null | undefined;
};
export type usePlaceLabOrderMutation$variables = {
  input: PlaceLabOrderInput;
};
export type usePlaceLabOrderMutation$data = {
  readonly placeLabOrder: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly message?: string;
    readonly order?: {
      readonly id: string;
      readonly links: ReadonlyArray<{
        readonly type: string;
        readonly url: string;
      }>;
      readonly providerName: string;
      readonly status: LabOrderStatus;
    } | null | undefined;
    readonly orders?: ReadonlyArray<{
      readonly id: string;
      readonly links: ReadonlyArray<{
        readonly type: string;
        readonly url: string;
      }>;
      readonly providerName: string;
      readonly status: LabOrderStatus;
    }>;
    readonly providerName?: string;
    readonly visit?: {
      readonly " $fragmentSpreads": FragmentRefs<"ResultsStep_visit">;
    };
  };
};
export type usePlaceLabOrderMutation = {
  response: usePlaceLabOrderMutation$data;
  variables: usePlaceLabOrderMutation$variables;
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
  "name": "status",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "providerName",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "LabLink",
  "kind": "LinkedField",
  "name": "links",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v7 = [
  (v3/*: any*/),
  (v4/*: any*/),
  (v5/*: any*/),
  (v6/*: any*/)
],
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "LabOrder",
  "kind": "LinkedField",
  "name": "order",
  "plural": false,
  "selections": (v7/*: any*/),
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
  "kind": "InlineFragment",
  "selections": [
    (v9/*: any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "LabOrder",
      "kind": "LinkedField",
      "name": "orders",
      "plural": true,
      "selections": (v7/*: any*/),
      "storageKey": null
    }
  ],
  "type": "PendingLabOrdersError",
  "abstractKey": null
},
v11 = {
  "kind": "InlineFragment",
  "selections": [
    (v9/*: any*/),
    (v5/*: any*/)
  ],
  "type": "LabProviderError",
  "abstractKey": null
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
  "name": "name",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "category",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "catalogueId",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "comment",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "quantity",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dosage",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unit",
  "storageKey": null
},
v24 = {
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
      "name": "rowId",
      "storageKey": null
    },
    (v17/*: any*/),
    (v18/*: any*/),
    (v14/*: any*/),
    (v19/*: any*/),
    (v15/*: any*/),
    (v16/*: any*/),
    (v20/*: any*/),
    (v21/*: any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "DosageUnit",
      "kind": "LinkedField",
      "name": "selectedDosage",
      "plural": false,
      "selections": [
        (v22/*: any*/),
        (v23/*: any*/)
      ],
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
      "name": "inHouse",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "labCode",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "provider",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "testDate",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedAt",
  "storageKey": null
},
v29 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "planItemId",
  "storageKey": null
},
v30 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "version",
  "storageKey": null
},
v31 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedByName",
  "storageKey": null
},
v32 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "diagnosisId",
    "storageKey": null
  },
  (v14/*: any*/),
  (v15/*: any*/),
  (v16/*: any*/)
],
v33 = [
  (v29/*: any*/),
  (v18/*: any*/),
  (v19/*: any*/),
  (v14/*: any*/),
  (v21/*: any*/),
  (v22/*: any*/),
  (v20/*: any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "usePlaceLabOrderMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "placeLabOrder",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v8/*: any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Visit",
                "kind": "LinkedField",
                "name": "visit",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "ResultsStep_visit"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "PlaceLabOrderSuccess",
            "abstractKey": null
          },
          (v10/*: any*/),
          (v11/*: any*/),
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
    "name": "usePlaceLabOrderMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "placeLabOrder",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v8/*: any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Visit",
                "kind": "LinkedField",
                "name": "visit",
                "plural": false,
                "selections": [
                  (v3/*: any*/),
                  (v14/*: any*/),
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
                    "concreteType": "VisitStatus",
                    "kind": "LinkedField",
                    "name": "status",
                    "plural": false,
                    "selections": [
                      (v14/*: any*/)
                    ],
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
                      (v3/*: any*/),
                      (v14/*: any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ObjectiveNote",
                    "kind": "LinkedField",
                    "name": "objectiveNote",
                    "plural": false,
                    "selections": [
                      (v3/*: any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "RuleOut",
                        "kind": "LinkedField",
                        "name": "ruleOuts",
                        "plural": true,
                        "selections": [
                          (v14/*: any*/),
                          (v15/*: any*/),
                          (v16/*: any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Diagnosis",
                            "kind": "LinkedField",
                            "name": "diagnosis",
                            "plural": false,
                            "selections": [
                              (v3/*: any*/)
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
                      (v3/*: any*/),
                      (v24/*: any*/)
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
                      (v3/*: any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "signedAt",
                        "storageKey": null
                      },
                      (v24/*: any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "LabOrdering",
                    "kind": "LinkedField",
                    "name": "labOrdering",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "connected",
                        "storageKey": null
                      },
                      (v25/*: any*/),
                      (v5/*: any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "placeOrder",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "allowAdditionalOrder",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "VisitResults",
                    "kind": "LinkedField",
                    "name": "results",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "LabOrder",
                        "kind": "LinkedField",
                        "name": "labOrders",
                        "plural": true,
                        "selections": [
                          (v3/*: any*/),
                          (v17/*: any*/),
                          (v4/*: any*/),
                          (v25/*: any*/),
                          (v5/*: any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "LabOrderTest",
                            "kind": "LinkedField",
                            "name": "tests",
                            "plural": true,
                            "selections": [
                              (v19/*: any*/),
                              (v14/*: any*/)
                            ],
                            "storageKey": null
                          },
                          (v6/*: any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "lastError",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "createdByName",
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
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "LabOrder",
                        "kind": "LinkedField",
                        "name": "unprocessedLabOrders",
                        "plural": true,
                        "selections": (v7/*: any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "LabResult",
                        "kind": "LinkedField",
                        "name": "labResults",
                        "plural": true,
                        "selections": [
                          (v3/*: any*/),
                          (v25/*: any*/),
                          (v5/*: any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "identifier",
                            "storageKey": null
                          },
                          (v4/*: any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "petName",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "parentName",
                            "storageKey": null
                          },
                          (v26/*: any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "finalResultDate",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "reportAvailable",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "assigned",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "LabTest",
                            "kind": "LinkedField",
                            "name": "tests",
                            "plural": true,
                            "selections": [
                              (v19/*: any*/),
                              (v14/*: any*/),
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "LabValue",
                                "kind": "LinkedField",
                                "name": "values",
                                "plural": true,
                                "selections": [
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "analyte",
                                    "storageKey": null
                                  },
                                  (v27/*: any*/),
                                  (v23/*: any*/),
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "referenceRange",
                                    "storageKey": null
                                  },
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "flag",
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
                            "concreteType": "LabResultEvent",
                            "kind": "LinkedField",
                            "name": "history",
                            "plural": true,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "action",
                                "storageKey": null
                              },
                              (v16/*: any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "actorName",
                                "storageKey": null
                              },
                              (v28/*: any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "InHouseTestResult",
                        "kind": "LinkedField",
                        "name": "inHouseResults",
                        "plural": true,
                        "selections": [
                          (v3/*: any*/),
                          (v29/*: any*/),
                          (v26/*: any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "resultDate",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "result",
                            "storageKey": null
                          },
                          (v20/*: any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "source",
                            "storageKey": null
                          },
                          (v30/*: any*/),
                          (v31/*: any*/),
                          (v28/*: any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ResultComment",
                        "kind": "LinkedField",
                        "name": "comments",
                        "plural": true,
                        "selections": [
                          (v3/*: any*/),
                          (v17/*: any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "itemCode",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "comments",
                            "storageKey": null
                          },
                          (v30/*: any*/),
                          (v31/*: any*/),
                          (v28/*: any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "TreatmentResult",
                        "kind": "LinkedField",
                        "name": "treatmentResult",
                        "plural": false,
                        "selections": [
                          (v3/*: any*/),
                          (v30/*: any*/),
                          (v31/*: any*/),
                          (v28/*: any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "templateCode",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "writtenBackAt",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "writtenBackTo",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "SoapTemplate",
                            "kind": "LinkedField",
                            "name": "soapTemplate",
                            "plural": false,
                            "selections": [
                              (v3/*: any*/),
                              (v19/*: any*/),
                              (v14/*: any*/)
                            ],
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "TemplateSection",
                            "kind": "LinkedField",
                            "name": "templateContent",
                            "plural": true,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "section",
                                "storageKey": null
                              },
                              (v27/*: any*/)
                            ],
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "TreatmentResultContent",
                            "kind": "LinkedField",
                            "name": "result",
                            "plural": false,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "ResultDiagnosis",
                                "kind": "LinkedField",
                                "name": "ruleOuts",
                                "plural": true,
                                "selections": (v32/*: any*/),
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "ResultDiagnosis",
                                "kind": "LinkedField",
                                "name": "diagnosis",
                                "plural": true,
                                "selections": (v32/*: any*/),
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "ResultRow",
                                "kind": "LinkedField",
                                "name": "treatments",
                                "plural": true,
                                "selections": (v33/*: any*/),
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "ResultRow",
                                "kind": "LinkedField",
                                "name": "medications",
                                "plural": true,
                                "selections": (v33/*: any*/),
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "ResultRow",
                                "kind": "LinkedField",
                                "name": "customMedications",
                                "plural": true,
                                "selections": (v33/*: any*/),
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "ResultRow",
                                "kind": "LinkedField",
                                "name": "inventories",
                                "plural": true,
                                "selections": (v33/*: any*/),
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "ResultRow",
                                "kind": "LinkedField",
                                "name": "services",
                                "plural": true,
                                "selections": (v33/*: any*/),
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "additionalCareText",
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
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "PlaceLabOrderSuccess",
            "abstractKey": null
          },
          (v10/*: any*/),
          (v11/*: any*/),
          (v12/*: any*/),
          (v13/*: any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e38645bab769da5618da76c2bcae2a7b",
    "id": null,
    "metadata": {},
    "name": "usePlaceLabOrderMutation",
    "operationKind": "mutation",
    "text": "mutation usePlaceLabOrderMutation(\n  $input: PlaceLabOrderInput!\n) {\n  placeLabOrder(input: $input) {\n    __typename\n    ... on PlaceLabOrderSuccess {\n      order {\n        id\n        status\n        providerName\n        links {\n          type\n          url\n        }\n      }\n      visit {\n        ...ResultsStep_visit\n        id\n      }\n    }\n    ... on PendingLabOrdersError {\n      message\n      orders {\n        id\n        status\n        providerName\n        links {\n          type\n          url\n        }\n      }\n    }\n    ... on LabProviderError {\n      message\n      providerName\n    }\n    ... on InputValidationError {\n      message\n      fieldErrors {\n        path\n        message\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment ResultsStep_visit on Visit {\n  id\n  name\n  isLocked\n  status {\n    name\n  }\n  pet {\n    id\n    name\n  }\n  objectiveNote {\n    id\n    ruleOuts {\n      name\n      category\n      description\n      diagnosis {\n        id\n      }\n    }\n  }\n  treatmentPlan {\n    id\n    items {\n      id\n      rowId\n      kind\n      catalogueId\n      name\n      code\n      category\n      description\n      comment\n      quantity\n      selectedDosage {\n        dosage\n        unit\n      }\n      approved\n      approvedAt\n      removed\n      inHouse\n      labCode\n    }\n  }\n  signedTreatmentPlan {\n    id\n    signedAt\n    items {\n      id\n      rowId\n      kind\n      catalogueId\n      name\n      code\n      category\n      description\n      comment\n      quantity\n      selectedDosage {\n        dosage\n        unit\n      }\n      approved\n      approvedAt\n      removed\n      inHouse\n      labCode\n    }\n  }\n  labOrdering {\n    connected\n    provider\n    providerName\n    placeOrder\n    allowAdditionalOrder\n  }\n  results {\n    labOrders {\n      id\n      kind\n      status\n      provider\n      providerName\n      tests {\n        code\n        name\n      }\n      links {\n        type\n        url\n      }\n      lastError\n      createdByName\n      createdAt\n    }\n    unprocessedLabOrders {\n      id\n      status\n      providerName\n      links {\n        type\n        url\n      }\n    }\n    labResults {\n      id\n      provider\n      providerName\n      identifier\n      status\n      petName\n      parentName\n      testDate\n      finalResultDate\n      reportAvailable\n      assigned\n      tests {\n        code\n        name\n        values {\n          analyte\n          value\n          unit\n          referenceRange\n          flag\n        }\n      }\n      history {\n        action\n        description\n        actorName\n        updatedAt\n      }\n    }\n    inHouseResults {\n      id\n      planItemId\n      testDate\n      resultDate\n      result\n      comment\n      source\n      version\n      updatedByName\n      updatedAt\n    }\n    comments {\n      id\n      kind\n      itemCode\n      comments\n      version\n      updatedByName\n      updatedAt\n    }\n    treatmentResult {\n      id\n      version\n      updatedByName\n      updatedAt\n      templateCode\n      writtenBackAt\n      writtenBackTo\n      soapTemplate {\n        id\n        code\n        name\n      }\n      templateContent {\n        section\n        value\n      }\n      result {\n        ruleOuts {\n          diagnosisId\n          name\n          category\n          description\n        }\n        diagnosis {\n          diagnosisId\n          name\n          category\n          description\n        }\n        treatments {\n          planItemId\n          catalogueId\n          code\n          name\n          quantity\n          dosage\n          comment\n        }\n        medications {\n          planItemId\n          catalogueId\n          code\n          name\n          quantity\n          dosage\n          comment\n        }\n        customMedications {\n          planItemId\n          catalogueId\n          code\n          name\n          quantity\n          dosage\n          comment\n        }\n        inventories {\n          planItemId\n          catalogueId\n          code\n          name\n          quantity\n          dosage\n          comment\n        }\n        services {\n          planItemId\n          catalogueId\n          code\n          name\n          quantity\n          dosage\n          comment\n        }\n        additionalCareText\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "86ccc3c505ff0acca5892c4223973974";

export default node;
