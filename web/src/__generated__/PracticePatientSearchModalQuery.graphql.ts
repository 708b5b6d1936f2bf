/**
 * @generated SignedSource<<2d97eea43733dc08aab39a511d2f16d3>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PracticePatientSearchModalQuery$variables = {
  search?: string | null | undefined;
};
export type PracticePatientSearchModalQuery$data = {
  readonly practicePatients: {
    readonly __typename: string;
    readonly message?: string;
    readonly patients?: ReadonlyArray<{
      readonly breed: string;
      readonly canSync: boolean;
      readonly name: string;
      readonly parentName: string;
      readonly pet: {
        readonly id: string;
      } | null | undefined;
      readonly source: string;
      readonly sourceId: string;
      readonly specie: string;
    }>;
  };
};
export type PracticePatientSearchModalQuery = {
  response: PracticePatientSearchModalQuery$data;
  variables: PracticePatientSearchModalQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "practicePatients",
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
            "concreteType": "PracticePatient",
            "kind": "LinkedField",
            "name": "patients",
            "plural": true,
            "selections": [
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
                "name": "parentName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "specie",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "breed",
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
                "name": "sourceId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "canSync",
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "PracticePatientList",
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
    "name": "PracticePatientSearchModalQuery",
    "selections": (v1/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "PracticePatientSearchModalQuery",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "cbd4e6580cb99ddb49f0b8d7ab20afcf",
    "id": null,
    "metadata": {},
    "name": "PracticePatientSearchModalQuery",
    "operationKind": "query",
    "text": "query PracticePatientSearchModalQuery(\n  $search: String\n) {\n  practicePatients(search: $search) {\n    __typename\n    ... on PracticePatientList {\n      patients {\n        name\n        parentName\n        specie\n        breed\n        source\n        sourceId\n        canSync\n        pet {\n          id\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6845d08f27d2754e55e83d0f03e8de26";

export default node;
