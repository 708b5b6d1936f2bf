/**
 * @generated SignedSource<<10209cb8810477ae7c8ff2e2cc1fa956>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type FhirExportState = "DONE" | "FAILED" | "QUEUED" | "RUNNING" | "%future added value";
export type StartFhirExportInput = {
  petId?: string | null | undefined;
};
export type useStartFhirExportMutation$variables = {
  input: StartFhirExportInput;
};
export type useStartFhirExportMutation$data = {
  readonly startFhirExport: {
    readonly __typename: string;
    readonly fhirExport?: {
      readonly id: string;
      readonly state: FhirExportState;
    };
    readonly message?: string;
  };
};
export type useStartFhirExportMutation = {
  response: useStartFhirExportMutation$data;
  variables: useStartFhirExportMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "startFhirExport",
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
          (v1/*: any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "FhirExport",
            "kind": "LinkedField",
            "name": "fhirExport",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "state",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "StartFhirExportSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*: any*/)
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
    "name": "useStartFhirExportMutation",
    "selections": (v2/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useStartFhirExportMutation",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "6d3e2d0b759727da3bc8e3e8e845578d",
    "id": null,
    "metadata": {},
    "name": "useStartFhirExportMutation",
    "operationKind": "mutation",
    "text": "mutation useStartFhirExportMutation(\n  $input: StartFhirExportInput!\n) {\n  startFhirExport(input: $input) {\n    __typename\n    ... on StartFhirExportSuccess {\n      message\n      fhirExport {\n        id\n        state\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d259dd089eeec6b51046993b049a4ee2";

export default node;
