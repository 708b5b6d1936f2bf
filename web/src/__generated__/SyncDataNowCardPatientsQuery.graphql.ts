/**
 * @generated SignedSource<<cbd68fab7a3eb5c4a9dde7630ba36346>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SyncDataNowCardPatientsQuery$variables = Record<PropertyKey, never>;
export type SyncDataNowCardPatientsQuery$data = {
  readonly practicePatients: {
    readonly __typename: string;
    readonly message?: string;
    readonly patients?: ReadonlyArray<{
      readonly source: string;
      readonly sourceId: string;
    }>;
  };
};
export type SyncDataNowCardPatientsQuery = {
  response: SyncDataNowCardPatientsQuery$data;
  variables: SyncDataNowCardPatientsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
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
                "name": "sourceId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "source",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SyncDataNowCardPatientsQuery",
    "selections": (v0/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SyncDataNowCardPatientsQuery",
    "selections": (v0/*: any*/)
  },
  "params": {
    "cacheID": "aead85f2f115eb0c59f888fdce97cb1c",
    "id": null,
    "metadata": {},
    "name": "SyncDataNowCardPatientsQuery",
    "operationKind": "query",
    "text": "query SyncDataNowCardPatientsQuery {\n  practicePatients {\n    __typename\n    ... on PracticePatientList {\n      patients {\n        sourceId\n        source\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "23231347908ae58a724a9b08bf7f6190";

export default node;
