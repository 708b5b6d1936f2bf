/**
 * @generated SignedSource<<4ca4a77f855a5c392e21be4e243a35fd>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type InvitePageQuery$variables = {
  id: string;
  orgCode: string;
  token: string;
};
export type InvitePageQuery$data = {
  readonly invitation: {
    readonly email: string;
    readonly firstName: string | null | undefined;
    readonly lastName: string | null | undefined;
    readonly phone: string | null | undefined;
    readonly roleName: string;
    readonly roleSlug: string;
  } | null | undefined;
};
export type InvitePageQuery = {
  response: InvitePageQuery$data;
  variables: InvitePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "orgCode"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "token"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      },
      {
        "kind": "Variable",
        "name": "orgCode",
        "variableName": "orgCode"
      },
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": "Invitation",
    "kind": "LinkedField",
    "name": "invitation",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "email",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "firstName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lastName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "phone",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "roleName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "roleSlug",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*: any*/),
      (v1/*: any*/),
      (v2/*: any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "InvitePageQuery",
    "selections": (v3/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*: any*/),
      (v0/*: any*/),
      (v2/*: any*/)
    ],
    "kind": "Operation",
    "name": "InvitePageQuery",
    "selections": (v3/*: any*/)
  },
  "params": {
    "cacheID": "a7e962599bc1175ea69bcf6f37d5618c",
    "id": null,
    "metadata": {},
    "name": "InvitePageQuery",
    "operationKind": "query",
    "text": "query InvitePageQuery(\n  $orgCode: String!\n  $id: String!\n  $token: String!\n) {\n  invitation(orgCode: $orgCode, id: $id, token: $token) {\n    email\n    firstName\n    lastName\n    phone\n    roleName\n    roleSlug\n  }\n}\n"
  }
};
})();

(node as any).hash = "0b5322dcb49c82ec1d89ed8adece1c57";

export default node;
