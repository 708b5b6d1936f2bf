/**
 * @generated SignedSource<<7227e316f6a25cb0b6498d2f4a2757fb>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VisitChartingPageObjectiveQuery$variables = {
  petId: string;
  visitId: string;
};
export type VisitChartingPageObjectiveQuery$data = {
  readonly pet: {
    readonly __typename: "Pet";
    readonly " $fragmentSpreads": FragmentRefs<"ObjectiveVisitHistory_pet" | "VisitSummaryBar_pet">;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  } | null | undefined;
  readonly visit: {
    readonly __typename: "Visit";
    readonly " $fragmentSpreads": FragmentRefs<"ObjectiveStep_visit" | "VisitChartingPage_visit">;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  } | null | undefined;
  readonly vitalsPet: {
    readonly " $fragmentSpreads": FragmentRefs<"VitalsPanel_pet">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"RuleOutPicker_query" | "VisitStatusTimeline_query" | "VitalsPanel_query">;
};
export type VisitChartingPageObjectiveQuery = {
  response: VisitChartingPageObjectiveQuery$data;
  variables: VisitChartingPageObjectiveQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "petId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "visitId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "petId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "visitId"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
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
  "name": "name",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "weightUnit",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "statusId",
  "storageKey": null
},
v10 = {
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
    },
    (v5/*: any*/)
  ],
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "visitCreatedAt",
  "storageKey": null
},
v12 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "value",
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
v13 = {
  "alias": null,
  "args": null,
  "concreteType": "Measurement",
  "kind": "LinkedField",
  "name": "temperature",
  "plural": false,
  "selections": (v12/*: any*/),
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "concreteType": "Measurement",
  "kind": "LinkedField",
  "name": "weight",
  "plural": false,
  "selections": (v12/*: any*/),
  "storageKey": null
},
v15 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  }
],
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v17 = [
  (v5/*: any*/)
],
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "version",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedAt",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedByName",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "category",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "VisitChartingPageObjectiveQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "RuleOutPicker_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "VitalsPanel_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "VisitStatusTimeline_query"
      },
      {
        "alias": "vitalsPet",
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "VitalsPanel_pet"
          }
        ],
        "storageKey": null
      },
      {
        "alias": "pet",
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "VisitSummaryBar_pet"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ObjectiveVisitHistory_pet"
              }
            ],
            "type": "Pet",
            "abstractKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "visit",
        "args": (v3/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "VisitChartingPage_visit"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ObjectiveStep_visit"
              }
            ],
            "type": "Visit",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "VisitChartingPageObjectiveQuery",
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 8
          }
        ],
        "concreteType": "DiagnosisConnection",
        "kind": "LinkedField",
        "name": "diagnoses",
        "plural": false,
        "selections": [
          (v4/*: any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "DiagnosisEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Diagnosis",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v5/*: any*/),
                  (v6/*: any*/),
                  (v7/*: any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "DiagnosisCategory",
                    "kind": "LinkedField",
                    "name": "category",
                    "plural": false,
                    "selections": [
                      (v6/*: any*/),
                      (v5/*: any*/)
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
        "storageKey": "diagnoses(first:8)"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Clinic",
            "kind": "LinkedField",
            "name": "clinics",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "temperatureUnit",
                "storageKey": null
              },
              (v8/*: any*/),
              (v5/*: any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "VisitStatus",
        "kind": "LinkedField",
        "name": "visitStatuses",
        "plural": true,
        "selections": [
          (v9/*: any*/),
          (v6/*: any*/)
        ],
        "storageKey": null
      },
      {
        "alias": "vitalsPet",
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          (v5/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v10/*: any*/),
              {
                "alias": null,
                "args": [
                  {
                    "kind": "Literal",
                    "name": "first",
                    "value": 5
                  }
                ],
                "concreteType": "PetVitalsHistoryConnection",
                "kind": "LinkedField",
                "name": "vitalsHistory",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PetVitalsHistoryEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Vitals",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v5/*: any*/),
                          (v11/*: any*/),
                          (v13/*: any*/),
                          (v14/*: any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "vitalsHistory(first:5)"
              }
            ],
            "type": "Pet",
            "abstractKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "pet",
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          (v5/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v6/*: any*/),
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
                "name": "weight",
                "storageKey": null
              },
              (v8/*: any*/),
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
                  },
                  (v5/*: any*/)
                ],
                "storageKey": null
              },
              (v10/*: any*/),
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
                  },
                  (v5/*: any*/)
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
                    "kind": "ScalarField",
                    "name": "phoneNumber",
                    "storageKey": null
                  },
                  (v5/*: any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v15/*: any*/),
                "concreteType": "PetVisitsConnection",
                "kind": "LinkedField",
                "name": "visits",
                "plural": false,
                "selections": [
                  (v4/*: any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PetVisitsEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Visit",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v5/*: any*/),
                          (v6/*: any*/),
                          (v16/*: any*/),
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
                              (v6/*: any*/)
                            ],
                            "storageKey": null
                          },
                          (v2/*: any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "cursor",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
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
                  }
                ],
                "storageKey": "visits(first:10)"
              },
              {
                "alias": null,
                "args": (v15/*: any*/),
                "filters": [
                  "search"
                ],
                "handle": "connection",
                "key": "ObjectiveVisitHistory_visits",
                "kind": "LinkedHandle",
                "name": "visits"
              }
            ],
            "type": "Pet",
            "abstractKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "visit",
        "args": (v3/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          (v5/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v6/*: any*/),
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
                "concreteType": "VisitStatus",
                "kind": "LinkedField",
                "name": "status",
                "plural": false,
                "selections": [
                  (v6/*: any*/),
                  (v9/*: any*/)
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
                  (v5/*: any*/),
                  (v10/*: any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "SubjectiveNote",
                "kind": "LinkedField",
                "name": "subjectiveNote",
                "plural": false,
                "selections": (v17/*: any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Vitals",
                "kind": "LinkedField",
                "name": "vitals",
                "plural": false,
                "selections": [
                  (v5/*: any*/),
                  (v18/*: any*/),
                  (v13/*: any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "respiratoryRate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "heartRate",
                    "storageKey": null
                  },
                  (v14/*: any*/),
                  (v11/*: any*/),
                  (v19/*: any*/),
                  (v20/*: any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "VisitStatusLog",
                "kind": "LinkedField",
                "name": "statusLogs",
                "plural": true,
                "selections": [
                  (v5/*: any*/),
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
                    "name": "event",
                    "storageKey": null
                  },
                  (v16/*: any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ModificationReason",
                "kind": "LinkedField",
                "name": "modificationReasons",
                "plural": true,
                "selections": [
                  (v5/*: any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "modificationDate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "modificationReason",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdByName",
                    "storageKey": null
                  },
                  (v16/*: any*/)
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
                  (v5/*: any*/),
                  (v18/*: any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "bodyScore",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "painScore",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "dentalScore",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "muscleConditionScore",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "grimaceScale",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "mentation",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "medicalHistoryNotes",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PhysicalExamResult",
                    "kind": "LinkedField",
                    "name": "physicalExamResults",
                    "plural": true,
                    "selections": [
                      (v21/*: any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "categoryId",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "result",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "comment",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "RuleOut",
                    "kind": "LinkedField",
                    "name": "ruleOuts",
                    "plural": true,
                    "selections": [
                      (v6/*: any*/),
                      (v21/*: any*/),
                      (v7/*: any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Diagnosis",
                        "kind": "LinkedField",
                        "name": "diagnosis",
                        "plural": false,
                        "selections": (v17/*: any*/),
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v20/*: any*/),
                  (v19/*: any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "AiDraft",
                "kind": "LinkedField",
                "name": "aiDrafts",
                "plural": true,
                "selections": [
                  (v5/*: any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "record",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "field",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "text",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "status",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "part",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "featureLabel",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "provider",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "reviewedByName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "reviewedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hasSources",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "Visit",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "221862cba0d28d53cc27caaa1d74fb99",
    "id": null,
    "metadata": {},
    "name": "VisitChartingPageObjectiveQuery",
    "operationKind": "query",
    "text": "query VisitChartingPageObjectiveQuery(\n  $petId: ID!\n  $visitId: ID!\n) {\n  ...RuleOutPicker_query\n  ...VitalsPanel_query\n  ...VisitStatusTimeline_query\n  vitalsPet: node(id: $petId) {\n    __typename\n    ...VitalsPanel_pet\n    id\n  }\n  pet: node(id: $petId) {\n    __typename\n    ... on Pet {\n      ...VisitSummaryBar_pet\n      ...ObjectiveVisitHistory_pet\n    }\n    id\n  }\n  visit: node(id: $visitId) {\n    __typename\n    ... on Visit {\n      ...VisitChartingPage_visit\n      ...ObjectiveStep_visit\n    }\n    id\n  }\n}\n\nfragment AiDraftBadge_draft on AiDraft {\n  id\n  part\n  status\n  featureLabel\n  provider\n  reviewedByName\n  reviewedAt\n  hasSources\n}\n\nfragment ObjectiveStep_note on ObjectiveNote {\n  id\n  version\n  bodyScore\n  painScore\n  dentalScore\n  muscleConditionScore\n  grimaceScale\n  mentation\n  medicalHistoryNotes\n  physicalExamResults {\n    category\n    categoryId\n    result\n    comment\n  }\n  ruleOuts {\n    name\n    category\n    description\n    diagnosis {\n      id\n    }\n  }\n  updatedByName\n  updatedAt\n}\n\nfragment ObjectiveStep_visit on Visit {\n  id\n  isReadOnly\n  isLocked\n  pet {\n    species {\n      specie\n      id\n    }\n    id\n  }\n  objectiveNote {\n    ...ObjectiveStep_note\n    id\n  }\n  ...useVisitAiDrafts_visit\n}\n\nfragment ObjectiveVisitHistory_pet on Pet {\n  visits(first: 10) {\n    totalCount\n    edges {\n      node {\n        id\n        name\n        createdAt\n        lastModifiedByName\n        status {\n          name\n        }\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n\nfragment RuleOutPicker_query on Query {\n  diagnoses(first: 8) {\n    totalCount\n    edges {\n      node {\n        id\n        name\n        description\n        category {\n          name\n          id\n        }\n      }\n    }\n  }\n}\n\nfragment VisitChartingPage_visit on Visit {\n  id\n  name\n  isReadOnly\n  isLocked\n  status {\n    name\n  }\n  pet {\n    id\n  }\n  ...VitalsPanel_visit\n  ...VisitStatusTimeline_visit\n}\n\nfragment VisitStatusTimeline_query on Query {\n  visitStatuses {\n    statusId\n    name\n  }\n}\n\nfragment VisitStatusTimeline_visit on Visit {\n  id\n  name\n  isReadOnly\n  status {\n    statusId\n    name\n  }\n  statusLogs {\n    id\n    userName\n    event\n    createdAt\n  }\n  modificationReasons {\n    id\n    modificationDate\n    modificationReason\n    createdByName\n    createdAt\n  }\n}\n\nfragment VisitSummaryBar_pet on Pet {\n  name\n  dateOfBirth\n  weight\n  weightUnit\n  breed {\n    breed\n    id\n  }\n  species {\n    specie\n    id\n  }\n  gender {\n    gender\n    id\n  }\n  parent {\n    fullName\n    email\n    phoneNumber\n    id\n  }\n}\n\nfragment VitalsPanel_pet on Pet {\n  id\n  species {\n    specie\n    id\n  }\n  vitalsHistory(first: 5) {\n    edges {\n      node {\n        id\n        visitCreatedAt\n        temperature {\n          value\n          unit\n        }\n        weight {\n          value\n          unit\n        }\n      }\n    }\n  }\n}\n\nfragment VitalsPanel_query on Query {\n  viewer {\n    clinics {\n      temperatureUnit\n      weightUnit\n      id\n    }\n  }\n}\n\nfragment VitalsPanel_visit on Visit {\n  id\n  subjectiveNote {\n    id\n  }\n  vitals {\n    id\n    version\n    temperature {\n      value\n      unit\n    }\n    respiratoryRate\n    heartRate\n    weight {\n      value\n      unit\n    }\n    visitCreatedAt\n    updatedAt\n    updatedByName\n  }\n}\n\nfragment useVisitAiDrafts_visit on Visit {\n  aiDrafts {\n    id\n    record\n    field\n    text\n    status\n    ...AiDraftBadge_draft\n  }\n}\n"
  }
};
})();

(node as any).hash = "fda9cf20fee717ddea4cb5652a047486";

export default node;
