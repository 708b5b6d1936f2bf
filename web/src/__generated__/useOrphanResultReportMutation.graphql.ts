/**
 * @generated SignedSource<<7cec4892b8db5d0c0d78a3d4062770de>>
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
export type useOrphanResultReportMutation$variables = {
  input: RequestLabResultReportInput;
};
export type useOrphanResultReportMutation$data = {
  readonly requestLabResultReport: {
    readonly __typename: string;
    readonly message?: string;
    readonly url?: string;
  };
};
export type useOrphanResultReportMutation = {
  response: useOrphanResultReportMutation$data;
  variables: useOrphanResultReportMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
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
    "name": "useOrphanResultReportMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useOrphanResultReportMutation",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "32f64b20aa1b0306764259f97fb49271",
    "id": null,
    "metadata": {},
    "name": "useOrphanResultReportMutation",
    "operationKind": "mutation",
    "text": "mutation useOrphanResultReportMutation(\n  $input: RequestLabResultReportInput!\n) {\n  requestLabResultReport(input: $input) {\n    __typename\n    ... on RequestLabResultReportSuccess {\n      url\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "dd227c65dd379b82859f1126ad68a32d";

export default node;
