/**
 * @generated SignedSource<<4b0c73e848884deb73fdb927b37de33b>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UnassignLabResultInput = {
  labResultId: string;
};
export type useUnassignLabResultMutation$variables = {
  input: UnassignLabResultInput;
};
export type useUnassignLabResultMutation$data = {
  readonly unassignLabResult: {
    readonly __typename: string;
    readonly labResult?: {
      readonly assigned: boolean;
      readonly id: string;
      readonly visit: {
        readonly id: string;
      } | null | undefined;
    };
    readonly message?: string;
    readonly visit?: {
      readonly " $fragmentSpreads": FragmentRefs<"ResultsStep_visit">;
    } | null | undefined;
  };
};
export type useUnassignLabResultMutation = {
  response: useUnassignLabResultMutation$data;
  variables: useUnassignLabResultMutation$variables;
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
  "name": "assigned",
  "storageKey": null
},
v5 = [
  (v3/*: any*/)
],
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "LabResult",
  "kind": "LinkedField",
  "name": "labResult",
  "plural": false,
  "selections": [
    (v3/*: any*/),
    (v4/*: any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Visit",
      "kind": "LinkedField",
      "name": "visit",
      "plural": false,
      "selections": (v5/*: any*/),
      "storageKey": null
    }
  ],
  "storageKey": null
},
v7 = {
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
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "category",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "catalogueId",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "comment",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "quantity",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dosage",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unit",
  "storageKey": null
},
v18 = {
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
    (v11/*: any*/),
    (v12/*: any*/),
    (v8/*: any*/),
    (v13/*: any*/),
    (v9/*: any*/),
    (v10/*: any*/),
    (v14/*: any*/),
    (v15/*: any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "DosageUnit",
      "kind": "LinkedField",
      "name": "selectedDosage",
      "plural": false,
      "selections": [
        (v16/*: any*/),
        (v17/*: any*/)
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
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "provider",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "providerName",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v22 = {
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
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "testDate",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedAt",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "planItemId",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "version",
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedByName",
  "storageKey": null
},
v29 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "diagnosisId",
    "storageKey": null
  },
  (v8/*: any*/),
  (v9/*: any*/),
  (v10/*: any*/)
],
v30 = [
  (v26/*: any*/),
  (v12/*: any*/),
  (v13/*: any*/),
  (v8/*: any*/),
  (v15/*: any*/),
  (v16/*: any*/),
  (v14/*: any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUnassignLabResultMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "unassignLabResult",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v6/*: any*/),
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
            "type": "UnassignLabResultSuccess",
            "abstractKey": null
          },
          (v7/*: any*/)
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
    "name": "useUnassignLabResultMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "unassignLabResult",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v6/*: any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Visit",
                "kind": "LinkedField",
                "name": "visit",
                "plural": false,
                "selections": [
                  (v3/*: any*/),
                  (v8/*: any*/),
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
                      (v8/*: any*/)
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
                      (v8/*: any*/)
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
                          (v8/*: any*/),
                          (v9/*: any*/),
                          (v10/*: any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Diagnosis",
                            "kind": "LinkedField",
                            "name": "diagnosis",
                            "plural": false,
                            "selections": (v5/*: any*/),
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
                      (v18/*: any*/)
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
                      (v18/*: any*/)
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
                      (v19/*: any*/),
                      (v20/*: any*/),
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
                          (v11/*: any*/),
                          (v21/*: any*/),
                          (v19/*: any*/),
                          (v20/*: any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "LabOrderTest",
                            "kind": "LinkedField",
                            "name": "tests",
                            "plural": true,
                            "selections": [
                              (v13/*: any*/),
                              (v8/*: any*/)
                            ],
                            "storageKey": null
                          },
                          (v22/*: any*/),
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
                        "selections": [
                          (v3/*: any*/),
                          (v21/*: any*/),
                          (v20/*: any*/),
                          (v22/*: any*/)
                        ],
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
                          (v19/*: any*/),
                          (v20/*: any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "identifier",
                            "storageKey": null
                          },
                          (v21/*: any*/),
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
                          (v23/*: any*/),
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
                          (v4/*: any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "LabTest",
                            "kind": "LinkedField",
                            "name": "tests",
                            "plural": true,
                            "selections": [
                              (v13/*: any*/),
                              (v8/*: any*/),
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
                                  (v24/*: any*/),
                                  (v17/*: any*/),
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
                              (v10/*: any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "actorName",
                                "storageKey": null
                              },
                              (v25/*: any*/)
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
                          (v26/*: any*/),
                          (v23/*: any*/),
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
                          (v14/*: any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "source",
                            "storageKey": null
                          },
                          (v27/*: any*/),
                          (v28/*: any*/),
                          (v25/*: any*/)
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
                          (v11/*: any*/),
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
                          (v27/*: any*/),
                          (v28/*: any*/),
                          (v25/*: any*/)
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
                          (v27/*: any*/),
                          (v28/*: any*/),
                          (v25/*: any*/),
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
                              (v13/*: any*/),
                              (v8/*: any*/)
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
                              (v24/*: any*/)
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
                                "selections": (v29/*: any*/),
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "ResultDiagnosis",
                                "kind": "LinkedField",
                                "name": "diagnosis",
                                "plural": true,
                                "selections": (v29/*: any*/),
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "ResultRow",
                                "kind": "LinkedField",
                                "name": "treatments",
                                "plural": true,
                                "selections": (v30/*: any*/),
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "ResultRow",
                                "kind": "LinkedField",
                                "name": "medications",
                                "plural": true,
                                "selections": (v30/*: any*/),
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "ResultRow",
                                "kind": "LinkedField",
                                "name": "customMedications",
                                "plural": true,
                                "selections": (v30/*: any*/),
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "ResultRow",
                                "kind": "LinkedField",
                                "name": "inventories",
                                "plural": true,
                                "selections": (v30/*: any*/),
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "ResultRow",
                                "kind": "LinkedField",
                                "name": "services",
                                "plural": true,
                                "selections": (v30/*: any*/),
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
            "type": "UnassignLabResultSuccess",
            "abstractKey": null
          },
          (v7/*: any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "032dadebef6a306214d856fbc0335b47",
    "id": null,
    "metadata": {},
    "name": "useUnassignLabResultMutation",
    "operationKind": "mutation",
    "text": "mutation useUnassignLabResultMutation(\n  $input: UnassignLabResultInput!\n) {\n  unassignLabResult(input: $input) {\n    __typename\n    ... on UnassignLabResultSuccess {\n      labResult {\n        id\n        assigned\n        visit {\n          id\n        }\n      }\n      visit {\n        ...ResultsStep_visit\n        id\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment ResultsStep_visit on Visit {\n  id\n  name\n  isLocked\n  status {\n    name\n  }\n  pet {\n    id\n    name\n  }\n  objectiveNote {\n    id\n    ruleOuts {\n      name\n      category\n      description\n      diagnosis {\n        id\n      }\n    }\n  }\n  treatmentPlan {\n    id\n    items {\n      id\n      rowId\n      kind\n      catalogueId\n      name\n      code\n      category\n      description\n      comment\n      quantity\n      selectedDosage {\n        dosage\n        unit\n      }\n      approved\n      approvedAt\n      removed\n      inHouse\n      labCode\n    }\n  }\n  signedTreatmentPlan {\n    id\n    signedAt\n    items {\n      id\n      rowId\n      kind\n      catalogueId\n      name\n      code\n      category\n      description\n      comment\n      quantity\n      selectedDosage {\n        dosage\n        unit\n      }\n      approved\n      approvedAt\n      removed\n      inHouse\n      labCode\n    }\n  }\n  labOrdering {\n    connected\n    provider\n    providerName\n    placeOrder\n    allowAdditionalOrder\n  }\n  results {\n    labOrders {\n      id\n      kind\n      status\n      provider\n      providerName\n      tests {\n        code\n        name\n      }\n      links {\n        type\n        url\n      }\n      lastError\n      createdByName\n      createdAt\n    }\n    unprocessedLabOrders {\n      id\n      status\n      providerName\n      links {\n        type\n        url\n      }\n    }\n    labResults {\n      id\n      provider\n      providerName\n      identifier\n      status\n      petName\n      parentName\n      testDate\n      finalResultDate\n      reportAvailable\n      assigned\n      tests {\n        code\n        name\n        values {\n          analyte\n          value\n          unit\n          referenceRange\n          flag\n        }\n      }\n      history {\n        action\n        description\n        actorName\n        updatedAt\n      }\n    }\n    inHouseResults {\n      id\n      planItemId\n      testDate\n      resultDate\n      result\n      comment\n      source\n      version\n      updatedByName\n      updatedAt\n    }\n    comments {\n      id\n      kind\n      itemCode\n      comments\n      version\n      updatedByName\n      updatedAt\n    }\n    treatmentResult {\n      id\n      version\n      updatedByName\n      updatedAt\n      templateCode\n      writtenBackAt\n      writtenBackTo\n      soapTemplate {\n        id\n        code\n        name\n      }\n      templateContent {\n        section\n        value\n      }\n      result {\n        ruleOuts {\n          diagnosisId\n          name\n          category\n          description\n        }\n        diagnosis {\n          diagnosisId\n          name\n          category\n          description\n        }\n        treatments {\n          planItemId\n          catalogueId\n          code\n          name\n          quantity\n          dosage\n          comment\n        }\n        medications {\n          planItemId\n          catalogueId\n          code\n          name\n          quantity\n          dosage\n          comment\n        }\n        customMedications {\n          planItemId\n          catalogueId\n          code\n          name\n          quantity\n          dosage\n          comment\n        }\n        inventories {\n          planItemId\n          catalogueId\n          code\n          name\n          quantity\n          dosage\n          comment\n        }\n        services {\n          planItemId\n          catalogueId\n          code\n          name\n          quantity\n          dosage\n          comment\n        }\n        additionalCareText\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "04cf817b0c0cb6d2685149b0483fb251";

export default node;
