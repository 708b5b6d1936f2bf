/**
 * @generated SignedSource<<d337758d16aa5b70e2a43a0796486c16>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type VerifyFhirExportInput = {
  fhirExportId: string;
};
export type useVerifyFhirExportMutation$variables = {
  input: VerifyFhirExportInput;
};
export type useVerifyFhirExportMutation$data = {
  readonly verifyFhirExport: {
    readonly __typename: string;
    readonly message?: string;
    readonly problems?: ReadonlyArray<{
      readonly file: string;
      readonly message: string;
      readonly problem: string;
    }>;
    readonly verified?: boolean;
  };
};
export type useVerifyFhirExportMutation = {
  response: useVerifyFhirExportMutation$data;
  variables: useVerifyFhirExportMutation$variables;
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
    "name": "verifyFhirExport",
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
            "kind": "ScalarField",
            "name": "verified",
            "storageKey": null
          },
          (v1/*: any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "FhirExportProblem",
            "kind": "LinkedField",
            "name": "problems",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "file",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "problem",
                "storageKey": null
              },
              (v1/*: any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "VerifyFhirExportSuccess",
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
    "name": "useVerifyFhirExportMutation",
    "selections": (v2/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useVerifyFhirExportMutation",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "a0633b9155ca92915119468d0f23b6c3",
    "id": null,
    "metadata": {},
    "name": "useVerifyFhirExportMutation",
    "operationKind": "mutation",
    "text": "mutation useVerifyFhirExportMutation(\n  $input: VerifyFhirExportInput!\n) {\n  verifyFhirExport(input: $input) {\n    __typename\n    ... on VerifyFhirExportSuccess {\n      verified\n      message\n      problems {\n        file\n        problem\n        message\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a3e9eb9fd32f60ca2d1d7b9f34e0f675";

export default node;
