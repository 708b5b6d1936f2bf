/**
 * @generated SignedSource<<109f834ec0ae0bd3451fcca783651860>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VisitChartingPageStepQuery$variables = {
  petId: string;
  visitId: string;
  vitals?: boolean | null | undefined;
};
export type VisitChartingPageStepQuery$data = {
  readonly pet: {
    readonly __typename: "Pet";
    readonly " $fragmentSpreads": FragmentRefs<"VisitSummaryBar_pet">;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  } | null | undefined;
  readonly visit: {
    readonly __typename: "Visit";
    readonly " $fragmentSpreads": FragmentRefs<"VisitChartingPage_visit">;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  } | null | undefined;
  readonly vitalsPet?: {
    readonly " $fragmentSpreads": FragmentRefs<"VitalsPanel_pet">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"VisitStatusTimeline_query" | "VitalsPanel_query">;
};
export type VisitChartingPageStepQuery = {
  response: VisitChartingPageStepQuery$data;
  variables: VisitChartingPageStepQuery$variables;
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
  },
  {
    "defaultValue": true,
    "kind": "LocalArgument",
    "name": "vitals"
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
  "name": "statusId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "weightUnit",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v8 = [
  (v7/*: any*/)
],
v9 = [
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
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "Measurement",
  "kind": "LinkedField",
  "name": "temperature",
  "plural": false,
  "selections": (v9/*: any*/),
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "Measurement",
  "kind": "LinkedField",
  "name": "weight",
  "plural": false,
  "selections": (v9/*: any*/),
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "visitCreatedAt",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "VisitChartingPageStepQuery",
    "selections": [
      {
        "condition": "vitals",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "VitalsPanel_query"
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
          }
        ]
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "VisitStatusTimeline_query"
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
    "name": "VisitChartingPageStepQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "VisitStatus",
        "kind": "LinkedField",
        "name": "visitStatuses",
        "plural": true,
        "selections": [
          (v4/*: any*/),
          (v5/*: any*/)
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
              (v5/*: any*/),
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
              (v6/*: any*/),
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
                  (v7/*: any*/)
                ],
                "storageKey": null
              },
              {
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
                  (v7/*: any*/)
                ],
                "storageKey": null
              },
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
                  (v7/*: any*/)
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
                  (v7/*: any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "Pet",
            "abstractKey": null
          },
          (v7/*: any*/)
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
          (v7/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v5/*: any*/),
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
                  (v5/*: any*/),
                  (v4/*: any*/)
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
                "selections": (v8/*: any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "SubjectiveNote",
                "kind": "LinkedField",
                "name": "subjectiveNote",
                "plural": false,
                "selections": (v8/*: any*/),
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
                  (v7/*: any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "version",
                    "storageKey": null
                  },
                  (v10/*: any*/),
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
                  (v11/*: any*/),
                  (v12/*: any*/),
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
                  }
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
                  (v7/*: any*/),
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
                  (v13/*: any*/)
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
                  (v7/*: any*/),
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
                  (v13/*: any*/)
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
        "condition": "vitals",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
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
                  (v6/*: any*/),
                  (v7/*: any*/)
                ],
                "storageKey": null
              }
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
              (v7/*: any*/),
              {
                "kind": "InlineFragment",
                "selections": [
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
                              (v7/*: any*/),
                              (v12/*: any*/),
                              (v10/*: any*/),
                              (v11/*: any*/)
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
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "3c50738ffbfcca25adbb4d8cc079c548",
    "id": null,
    "metadata": {},
    "name": "VisitChartingPageStepQuery",
    "operationKind": "query",
    "text": "query VisitChartingPageStepQuery(\n  $petId: ID!\n  $visitId: ID!\n  $vitals: Boolean = true\n) {\n  ...VitalsPanel_query @include(if: $vitals)\n  vitalsPet: node(id: $petId) @include(if: $vitals) {\n    __typename\n    ...VitalsPanel_pet\n    id\n  }\n  ...VisitStatusTimeline_query\n  pet: node(id: $petId) {\n    __typename\n    ... on Pet {\n      ...VisitSummaryBar_pet\n    }\n    id\n  }\n  visit: node(id: $visitId) {\n    __typename\n    ... on Visit {\n      ...VisitChartingPage_visit\n    }\n    id\n  }\n}\n\nfragment VisitChartingPage_visit on Visit {\n  id\n  name\n  isReadOnly\n  isLocked\n  status {\n    name\n  }\n  pet {\n    id\n  }\n  ...VitalsPanel_visit\n  ...VisitStatusTimeline_visit\n}\n\nfragment VisitStatusTimeline_query on Query {\n  visitStatuses {\n    statusId\n    name\n  }\n}\n\nfragment VisitStatusTimeline_visit on Visit {\n  id\n  name\n  isReadOnly\n  status {\n    statusId\n    name\n  }\n  statusLogs {\n    id\n    userName\n    event\n    createdAt\n  }\n  modificationReasons {\n    id\n    modificationDate\n    modificationReason\n    createdByName\n    createdAt\n  }\n}\n\nfragment VisitSummaryBar_pet on Pet {\n  name\n  dateOfBirth\n  weight\n  weightUnit\n  breed {\n    breed\n    id\n  }\n  species {\n    specie\n    id\n  }\n  gender {\n    gender\n    id\n  }\n  parent {\n    fullName\n    email\n    phoneNumber\n    id\n  }\n}\n\nfragment VitalsPanel_pet on Pet {\n  id\n  vitalsHistory(first: 5) {\n    edges {\n      node {\n        id\n        visitCreatedAt\n        temperature {\n          value\n          unit\n        }\n        weight {\n          value\n          unit\n        }\n      }\n    }\n  }\n}\n\nfragment VitalsPanel_query on Query {\n  viewer {\n    clinics {\n      temperatureUnit\n      weightUnit\n      id\n    }\n  }\n}\n\nfragment VitalsPanel_visit on Visit {\n  id\n  subjectiveNote {\n    id\n  }\n  vitals {\n    id\n    version\n    temperature {\n      value\n      unit\n    }\n    respiratoryRate\n    heartRate\n    weight {\n      value\n      unit\n    }\n    visitCreatedAt\n    updatedAt\n    updatedByName\n  }\n}\n"
  }
};
})();

(node as any).hash = "5ff241e6e2264dcbcad50a6a7b592338";

export default node;
