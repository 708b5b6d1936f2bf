/**
 * @generated SignedSource<<10989907d9ad644160ba939d2a6c4acb>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SetPasswordPageQuery$variables = {
  resetId: string;
  userCode: string;
};
export type SetPasswordPageQuery$data = {
  readonly securityQuestion: string | null | undefined;
};
export type SetPasswordPageQuery = {
  response: SetPasswordPageQuery$data;
  variables: SetPasswordPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "resetId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "userCode"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "resetId",
        "variableName": "resetId"
      },
      {
        "kind": "Variable",
        "name": "userCode",
        "variableName": "userCode"
      }
    ],
    "kind": "ScalarField",
    "name": "securityQuestion",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*: any*/),
      (v1/*: any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "SetPasswordPageQuery",
    "selections": (v2/*: any*/),
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
    "name": "SetPasswordPageQuery",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "7d957bee1a94600722b245189facd17e",
    "id": null,
    "metadata": {},
    "name": "SetPasswordPageQuery",
    "operationKind": "query",
    "text": "query SetPasswordPageQuery(\n  $userCode: String!\n  $resetId: String!\n) {\n  securityQuestion(userCode: $userCode, resetId: $resetId)\n}\n"
  }
};
})();

(node as any).hash = "1a548a619f3905247fc5ddf8746d8fa6";

export default node;
