/**
 * @generated SignedSource<<5e5f3d2890004737bca8fb1582021162>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type FhirExportState = "DONE" | "FAILED" | "QUEUED" | "RUNNING" | "%future added value";
export type FhirExportPageQuery$variables = Record<PropertyKey, never>;
export type FhirExportPageQuery$data = {
  readonly activeClinic: {
    readonly id: string;
    readonly timezone: string | null | undefined;
  } | null | undefined;
  readonly fhirExports: ReadonlyArray<{
    readonly createdAt: string;
    readonly downloadUrl: string | null | undefined;
    readonly error: string | null | undefined;
    readonly fileSize: number | null | undefined;
    readonly finishedAt: string | null | undefined;
    readonly id: string;
    readonly progress: {
      readonly done: number;
      readonly step: string | null | undefined;
      readonly total: number;
    };
    readonly requestedByName: string;
    readonly sha256: string | null | undefined;
    readonly state: FhirExportState;
    readonly wholeClinic: boolean;
  }>;
};
export type FhirExportPageQuery = {
  response: FhirExportPageQuery$data;
  variables: FhirExportPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "FhirExport",
    "kind": "LinkedField",
    "name": "fhirExports",
    "plural": true,
    "selections": [
      (v0/*: any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "state",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "wholeClinic",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "FhirExportProgress",
        "kind": "LinkedField",
        "name": "progress",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "step",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "done",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "total",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "fileSize",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "sha256",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "downloadUrl",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "createdAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "finishedAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "requestedByName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "error",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Clinic",
    "kind": "LinkedField",
    "name": "activeClinic",
    "plural": false,
    "selections": [
      (v0/*: any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "timezone",
        "storageKey": null
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
    "name": "FhirExportPageQuery",
    "selections": (v1/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "FhirExportPageQuery",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "7973be8c07c33ae4a32a4cd7446c5d8e",
    "id": null,
    "metadata": {},
    "name": "FhirExportPageQuery",
    "operationKind": "query",
    "text": "query FhirExportPageQuery {\n  fhirExports {\n    id\n    state\n    wholeClinic\n    progress {\n      step\n      done\n      total\n    }\n    fileSize\n    sha256\n    downloadUrl\n    createdAt\n    finishedAt\n    requestedByName\n    error\n  }\n  activeClinic {\n    id\n    timezone\n  }\n}\n"
  }
};
})();

(node as any).hash = "99b05e8c1690eb57d091314d338c72f7";

export default node;
