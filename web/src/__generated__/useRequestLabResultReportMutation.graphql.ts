/**
 * @generated SignedSource<<c4f4310f85abed0d37254978cff7f0af>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RequestLabResultReportInput = {
  labResultId: string;
};
export type useRequestLabResultReportMutation$variables = {
  input: RequestLabResultReportInput;
};
export type useRequestLabResultReportMutation$data = {
  readonly requestLabResultReport: {
    readonly __typename: string;
    readonly message?: string;
    readonly providerName?: string;
    readonly url?: string;
  };
};
export type useRequestLabResultReportMutation = {
  response: useRequestLabResultReportMutation$data;
  variables: useRequestLabResultReportMutation$variables;
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
    "name": "requestLabResultReport",
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
            "name": "url",
            "storageKey": null
          }
        ],
        "type": "RequestLabResultReportSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*: any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "providerName",
            "storageKey": null
          }
        ],
        "type": "LabProviderError",
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
    "name": "useRequestLabResultReportMutation",
    "selections": (v2/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useRequestLabResultReportMutation",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "66c97c864fa28ac446e590cabdf7a5ff",
    "id": null,
    "metadata": {},
    "name": "useRequestLabResultReportMutation",
    "operationKind": "mutation",
    "text": "mutation useRequestLabResultReportMutation(\n  $input: RequestLabResultReportInput!\n) {\n  requestLabResultReport(input: $input) {\n    __typename\n    ... on RequestLabResultReportSuccess {\n      url\n    }\n    ... on LabProviderError {\n      message\n      providerName\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e5d9f0b7868be4b9f601933fcbf8956c";

export default node;
