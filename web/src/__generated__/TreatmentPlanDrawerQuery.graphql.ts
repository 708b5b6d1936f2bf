/**
 * @generated SignedSource<<b210b117da9a6a03e9f9d534dabf5b51>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TreatmentPlanDrawerQuery$variables = {
  visitId: string;
};
export type TreatmentPlanDrawerQuery$data = {
  readonly aiVisit: {
    readonly " $fragmentSpreads": FragmentRefs<"AssessmentStep_recommendations">;
  } | null | undefined;
  readonly visit: {
    readonly __typename: "Visit";
    readonly " $fragmentSpreads": FragmentRefs<"AssessmentStep_visit">;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"AssessmentStep_query">;
};
export type TreatmentPlanDrawerQuery = {
  response: TreatmentPlanDrawerQuery$data;
  variables: TreatmentPlanDrawerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
    "variableName": "visitId"
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
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "catalogueId",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "category",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v10 = [
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
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "DosageUnit",
  "kind": "LinkedField",
  "name": "dosageOptions",
  "plural": true,
  "selections": (v10/*: any*/),
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "doseInstructions",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sideEffects",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v15 = [
  (v5/*: any*/),
  (v6/*: any*/),
  (v7/*: any*/),
  (v4/*: any*/),
  (v8/*: any*/),
  (v9/*: any*/),
  (v11/*: any*/),
  (v12/*: any*/),
  (v13/*: any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "reason",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "AiSource",
    "kind": "LinkedField",
    "name": "source",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "type",
        "storageKey": null
      },
      (v3/*: any*/),
      (v14/*: any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "matchedText",
        "storageKey": null
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
    "name": "TreatmentPlanDrawerQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "AssessmentStep_query"
      },
      {
        "alias": "visit",
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
                "name": "AssessmentStep_visit"
              }
            ],
            "type": "Visit",
            "abstractKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "aiVisit",
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "AssessmentStep_recommendations"
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
    "name": "TreatmentPlanDrawerQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AiSettings",
        "kind": "LinkedField",
        "name": "aiSettings",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "smartRecommendations",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "visit",
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          (v3/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Pet",
                "kind": "LinkedField",
                "name": "pet",
                "plural": false,
                "selections": [
                  (v4/*: any*/),
                  (v3/*: any*/)
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "updatedAt",
                    "storageKey": null
                  },
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
                      (v5/*: any*/),
                      (v6/*: any*/),
                      (v7/*: any*/),
                      (v4/*: any*/),
                      (v8/*: any*/),
                      (v9/*: any*/),
                      (v11/*: any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "DosageUnit",
                        "kind": "LinkedField",
                        "name": "selectedDosage",
                        "plural": false,
                        "selections": (v10/*: any*/),
                        "storageKey": null
                      },
                      (v12/*: any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "directions",
                        "storageKey": null
                      },
                      (v13/*: any*/),
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
                "storageKey": null
              }
            ],
            "type": "Visit",
            "abstractKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "aiVisit",
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          (v3/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "AiRecommendations",
                "kind": "LinkedField",
                "name": "aiRecommendations",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "enabled",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AiSuggestion",
                    "kind": "LinkedField",
                    "name": "diagnostics",
                    "plural": true,
                    "selections": (v15/*: any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AiSuggestion",
                    "kind": "LinkedField",
                    "name": "services",
                    "plural": true,
                    "selections": (v15/*: any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AiSuggestion",
                    "kind": "LinkedField",
                    "name": "medications",
                    "plural": true,
                    "selections": (v15/*: any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AiLine",
                    "kind": "LinkedField",
                    "name": "lines",
                    "plural": true,
                    "selections": [
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
                        "concreteType": "AiLineSource",
                        "kind": "LinkedField",
                        "name": "sources",
                        "plural": true,
                        "selections": [
                          (v5/*: any*/),
                          (v14/*: any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "quote",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "start",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "end",
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
            "type": "Visit",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "76516e6ff6f24c276d113d80074789d7",
    "id": null,
    "metadata": {},
    "name": "TreatmentPlanDrawerQuery",
    "operationKind": "query",
    "text": "query TreatmentPlanDrawerQuery(\n  $visitId: ID!\n) {\n  ...AssessmentStep_query\n  visit: node(id: $visitId) {\n    __typename\n    ... on Visit {\n      ...AssessmentStep_visit\n    }\n    id\n  }\n  aiVisit: node(id: $visitId) {\n    __typename\n    ... on Visit {\n      ...AssessmentStep_recommendations\n    }\n    id\n  }\n}\n\nfragment AssessmentStep_plan on TreatmentPlan {\n  id\n  version\n  isClientAtClinic\n  updatedAt\n  updatedByName\n  totals {\n    subtotalCents\n    taxCents\n    totalCents\n    taxRate\n  }\n  items {\n    id\n    kind\n    catalogueId\n    code\n    name\n    category\n    description\n    dosageOptions {\n      dosage\n      unit\n    }\n    selectedDosage {\n      dosage\n      unit\n    }\n    doseInstructions\n    directions\n    sideEffects\n    comment\n    quantity\n    doseMg\n    dosesPerDay\n    removed\n    approved\n    ai\n    aiReason\n  }\n}\n\nfragment AssessmentStep_query on Query {\n  aiSettings {\n    smartRecommendations\n  }\n}\n\nfragment AssessmentStep_recommendations on Visit {\n  aiRecommendations {\n    enabled\n    diagnostics {\n      ...AssessmentStep_suggestion\n    }\n    services {\n      ...AssessmentStep_suggestion\n    }\n    medications {\n      ...AssessmentStep_suggestion\n    }\n    lines {\n      text\n      sources {\n        kind\n        label\n        quote\n        start\n        end\n      }\n    }\n  }\n  id\n}\n\nfragment AssessmentStep_suggestion on AiSuggestion {\n  kind\n  catalogueId\n  code\n  name\n  category\n  description\n  dosageOptions {\n    dosage\n    unit\n  }\n  doseInstructions\n  sideEffects\n  reason\n  source {\n    type\n    id\n    label\n    matchedText\n  }\n}\n\nfragment AssessmentStep_visit on Visit {\n  id\n  pet {\n    name\n    id\n  }\n  treatmentPlan {\n    ...AssessmentStep_plan\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "b3e64ab130d00b53f469a045baba027e";

export default node;
