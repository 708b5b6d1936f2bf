/**
 * @generated SignedSource<<3fef792956871b64c8d5c144ed19d661>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VisitChartingPageQuery$variables = {
  petId: string;
  visitId: string;
  vitals: boolean;
};
export type VisitChartingPageQuery$data = {
  readonly pet: {
    readonly __typename: "Pet";
    readonly name: string;
    readonly " $fragmentSpreads": FragmentRefs<"VisitSummaryBar_pet">;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  } | null | undefined;
  readonly visit: {
    readonly __typename: "Visit";
    readonly id: string;
    readonly isLocked: boolean;
    readonly isReadOnly: boolean;
    readonly name: string;
    readonly status: {
      readonly name: string;
    };
    readonly " $fragmentSpreads": FragmentRefs<"VitalsPanel_visit">;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  } | null | undefined;
  readonly vitalsPet?: {
    readonly " $fragmentSpreads": FragmentRefs<"VitalsPanel_pet">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"VitalsPanel_query">;
};
export type VisitChartingPageQuery = {
  response: VisitChartingPageQuery$data;
  variables: VisitChartingPageQuery$variables;
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
    "defaultValue": null,
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
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "visitId"
  }
],
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
  "name": "isReadOnly",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isLocked",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "VisitStatus",
  "kind": "LinkedField",
  "name": "status",
  "plural": false,
  "selections": [
    (v3/*: any*/)
  ],
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "weightUnit",
  "storageKey": null
},
v10 = [
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
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "Measurement",
  "kind": "LinkedField",
  "name": "temperature",
  "plural": false,
  "selections": (v10/*: any*/),
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "Measurement",
  "kind": "LinkedField",
  "name": "weight",
  "plural": false,
  "selections": (v10/*: any*/),
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "visitCreatedAt",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "VisitChartingPageQuery",
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
              (v3/*: any*/),
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
        "args": (v4/*: any*/),
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
              (v3/*: any*/),
              (v6/*: any*/),
              (v7/*: any*/),
              (v8/*: any*/),
              {
                "condition": "vitals",
                "kind": "Condition",
                "passingValue": true,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "VitalsPanel_visit"
                  }
                ]
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
    "name": "VisitChartingPageQuery",
    "selections": [
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
              (v3/*: any*/),
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
              (v9/*: any*/),
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
                  (v5/*: any*/)
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
              }
            ],
            "type": "Pet",
            "abstractKey": null
          },
          (v5/*: any*/)
        ],
        "storageKey": null
      },
      {
        "alias": "visit",
        "args": (v4/*: any*/),
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
              (v3/*: any*/),
              (v6/*: any*/),
              (v7/*: any*/),
              (v8/*: any*/),
              {
                "condition": "vitals",
                "kind": "Condition",
                "passingValue": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "SubjectiveNote",
                    "kind": "LinkedField",
                    "name": "subjectiveNote",
                    "plural": false,
                    "selections": [
                      (v5/*: any*/)
                    ],
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
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "version",
                        "storageKey": null
                      },
                      (v11/*: any*/),
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
                      (v12/*: any*/),
                      (v13/*: any*/),
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
                  }
                ]
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
                  (v9/*: any*/),
                  (v5/*: any*/)
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
              (v5/*: any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  {
                    "alias": null,
                    "args": [
                      {
                        "kind": "Literal",
                        "name": "first",
                        "value": 6
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
                              (v13/*: any*/),
                              (v11/*: any*/),
                              (v12/*: any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": "vitalsHistory(first:6)"
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
    "cacheID": "1516f7cd6b0aaea6349cd26c58832bd6",
    "id": null,
    "metadata": {},
    "name": "VisitChartingPageQuery",
    "operationKind": "query",
    "text": "query VisitChartingPageQuery(\n  $petId: ID!\n  $visitId: ID!\n  $vitals: Boolean!\n) {\n  ...VitalsPanel_query @include(if: $vitals)\n  vitalsPet: node(id: $petId) @include(if: $vitals) {\n    __typename\n    ...VitalsPanel_pet\n    id\n  }\n  pet: node(id: $petId) {\n    __typename\n    ... on Pet {\n      name\n      ...VisitSummaryBar_pet\n    }\n    id\n  }\n  visit: node(id: $visitId) {\n    __typename\n    ... on Visit {\n      id\n      name\n      isReadOnly\n      isLocked\n      status {\n        name\n      }\n      ...VitalsPanel_visit @include(if: $vitals)\n    }\n    id\n  }\n}\n\nfragment VisitSummaryBar_pet on Pet {\n  name\n  dateOfBirth\n  weight\n  weightUnit\n  breed {\n    breed\n    id\n  }\n  species {\n    specie\n    id\n  }\n  gender {\n    gender\n    id\n  }\n  parent {\n    fullName\n    email\n    phoneNumber\n    id\n  }\n}\n\nfragment VitalsPanel_pet on Pet {\n  id\n  vitalsHistory(first: 6) {\n    edges {\n      node {\n        id\n        visitCreatedAt\n        temperature {\n          value\n          unit\n        }\n        weight {\n          value\n          unit\n        }\n      }\n    }\n  }\n}\n\nfragment VitalsPanel_query on Query {\n  viewer {\n    clinics {\n      temperatureUnit\n      weightUnit\n      id\n    }\n  }\n}\n\nfragment VitalsPanel_visit on Visit {\n  id\n  subjectiveNote {\n    id\n  }\n  vitals {\n    ...VitalsPanel_vitals\n    id\n  }\n}\n\nfragment VitalsPanel_vitals on Vitals {\n  id\n  version\n  temperature {\n    value\n    unit\n  }\n  respiratoryRate\n  heartRate\n  weight {\n    value\n    unit\n  }\n  visitCreatedAt\n  updatedAt\n  updatedByName\n}\n"
  }
};
})();

(node as any).hash = "242f28c52ddba52fe71f33b040ca7d38";

export default node;
