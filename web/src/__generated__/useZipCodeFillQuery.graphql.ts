/**
 * @generated SignedSource<<24a39a3e707575e87a3ea906f8bb1067>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useZipCodeFillQuery$variables = {
  zip: string;
};
export type useZipCodeFillQuery$data = {
  readonly usZipCode: {
    readonly city: string;
    readonly state: string;
  } | null | undefined;
};
export type useZipCodeFillQuery = {
  response: useZipCodeFillQuery$data;
  variables: useZipCodeFillQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "zip"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "zip",
        "variableName": "zip"
      }
    ],
    "concreteType": "UsZipCode",
    "kind": "LinkedField",
    "name": "usZipCode",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "city",
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useZipCodeFillQuery",
    "selections": (v1/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useZipCodeFillQuery",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "31fb59de40e421bb7aaf9e3e305321a9",
    "id": null,
    "metadata": {},
    "name": "useZipCodeFillQuery",
    "operationKind": "query",
    "text": "query useZipCodeFillQuery(\n  $zip: String!\n) {\n  usZipCode(zip: $zip) {\n    city\n    state\n  }\n}\n"
  }
};
})();

(node as any).hash = "7fa642a457d32f609a2d98f2c3cc6ed0";

export default node;
