/**
 * @generated SignedSource<<3742669830a19e3a4e94f81e9bab4700>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MedicalHistoryContentQuery$variables = {
  excludingVisitId?: string | null | undefined;
  petId: string;
};
export type MedicalHistoryContentQuery$data = {
  readonly node: {
    readonly __typename: "Pet";
    readonly medicalHistorySummary: {
      readonly diagnosis: ReadonlyArray<{
        readonly source: string;
        readonly text: string;
        readonly visit: {
          readonly id: string;
          readonly name: string;
        } | null | undefined;
        readonly visitDate: string | null | undefined;
      }>;
      readonly isEmpty: boolean;
      readonly medications: ReadonlyArray<{
        readonly source: string;
        readonly text: string;
        readonly visit: {
          readonly id: string;
          readonly name: string;
        } | null | undefined;
        readonly visitDate: string | null | undefined;
      }>;
      readonly problems: ReadonlyArray<{
        readonly source: string;
        readonly text: string;
        readonly visit: {
          readonly id: string;
          readonly name: string;
        } | null | undefined;
        readonly visitDate: string | null | undefined;
      }>;
      readonly services: ReadonlyArray<{
        readonly source: string;
        readonly text: string;
        readonly visit: {
          readonly id: string;
          readonly name: string;
        } | null | undefined;
        readonly visitDate: string | null | undefined;
      }>;
      readonly treatments: ReadonlyArray<{
        readonly source: string;
        readonly text: string;
        readonly visit: {
          readonly id: string;
          readonly name: string;
        } | null | undefined;
        readonly visitDate: string | null | undefined;
      }>;
    };
    readonly " $fragmentSpreads": FragmentRefs<"MedicalRecordFiles_pet">;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  } | null | undefined;
};
export type MedicalHistoryContentQuery = {
  response: MedicalHistoryContentQuery$data;
  variables: MedicalHistoryContentQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "excludingVisitId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "petId"
},
v2 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "petId"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
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
  "name": "name",
  "storageKey": null
},
v6 = [
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
    "name": "source",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "visitDate",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Visit",
    "kind": "LinkedField",
    "name": "visit",
    "plural": false,
    "selections": [
      (v4/*: any*/),
      (v5/*: any*/)
    ],
    "storageKey": null
  }
],
v7 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "excludingVisitId",
      "variableName": "excludingVisitId"
    }
  ],
  "concreteType": "MedicalHistorySummary",
  "kind": "LinkedField",
  "name": "medicalHistorySummary",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isEmpty",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MedicalHistoryLine",
      "kind": "LinkedField",
      "name": "medications",
      "plural": true,
      "selections": (v6/*: any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MedicalHistoryLine",
      "kind": "LinkedField",
      "name": "treatments",
      "plural": true,
      "selections": (v6/*: any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MedicalHistoryLine",
      "kind": "LinkedField",
      "name": "services",
      "plural": true,
      "selections": (v6/*: any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MedicalHistoryLine",
      "kind": "LinkedField",
      "name": "problems",
      "plural": true,
      "selections": (v6/*: any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MedicalHistoryLine",
      "kind": "LinkedField",
      "name": "diagnosis",
      "plural": true,
      "selections": (v6/*: any*/),
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*: any*/),
      (v1/*: any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "MedicalHistoryContentQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v3/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "MedicalRecordFiles_pet"
              },
              (v7/*: any*/)
            ],
            "type": "Pet",
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
    "argumentDefinitions": [
      (v1/*: any*/),
      (v0/*: any*/)
    ],
    "kind": "Operation",
    "name": "MedicalHistoryContentQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v3/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "PetMedicalRecord",
                "kind": "LinkedField",
                "name": "medicalRecords",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "sourceId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "date",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "title",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "MedicalRecordAttachment",
                    "kind": "LinkedField",
                    "name": "attachment",
                    "plural": false,
                    "selections": [
                      (v5/*: any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "contentType",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "size",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "downloadUrl",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v7/*: any*/)
            ],
            "type": "Pet",
            "abstractKey": null
          },
          (v4/*: any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "6a80d31b303cb19e8ceac2d89206f637",
    "id": null,
    "metadata": {},
    "name": "MedicalHistoryContentQuery",
    "operationKind": "query",
    "text": "query MedicalHistoryContentQuery(\n  $petId: ID!\n  $excludingVisitId: ID\n) {\n  node(id: $petId) {\n    __typename\n    ... on Pet {\n      ...MedicalRecordFiles_pet\n      medicalHistorySummary(excludingVisitId: $excludingVisitId) {\n        isEmpty\n        medications {\n          text\n          source\n          visitDate\n          visit {\n            id\n            name\n          }\n        }\n        treatments {\n          text\n          source\n          visitDate\n          visit {\n            id\n            name\n          }\n        }\n        services {\n          text\n          source\n          visitDate\n          visit {\n            id\n            name\n          }\n        }\n        problems {\n          text\n          source\n          visitDate\n          visit {\n            id\n            name\n          }\n        }\n        diagnosis {\n          text\n          source\n          visitDate\n          visit {\n            id\n            name\n          }\n        }\n      }\n    }\n    id\n  }\n}\n\nfragment MedicalRecordFiles_pet on Pet {\n  medicalRecords {\n    sourceId\n    date\n    title\n    attachment {\n      name\n      contentType\n      size\n      downloadUrl\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "aa0e81782fba396673e5606c71fa5170";

export default node;
