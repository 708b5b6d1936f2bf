/**
 * @generated SignedSource<<f84319d493ef51ddf954b34ddb8f57d6>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CreatePermissionModalQuery$variables = Record<PropertyKey, never>;
export type CreatePermissionModalQuery$data = {
  readonly permissionModules: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly name: string;
      };
    }>;
  };
};
export type CreatePermissionModalQuery = {
  response: CreatePermissionModalQuery$data;
  variables: CreatePermissionModalQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 50
      }
    ],
    "concreteType": "PermissionModuleConnection",
    "kind": "LinkedField",
    "name": "permissionModules",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PermissionModuleEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "PermissionModule",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "permissionModules(first:50)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CreatePermissionModalQuery",
    "selections": (v0/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CreatePermissionModalQuery",
    "selections": (v0/*: any*/)
  },
  "params": {
    "cacheID": "519edf1cd56c04a6e04842fc2281a328",
    "id": null,
    "metadata": {},
    "name": "CreatePermissionModalQuery",
    "operationKind": "query",
    "text": "query CreatePermissionModalQuery {\n  permissionModules(first: 50) {\n    edges {\n      node {\n        name\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e6bb8504a9b43b3d2c2e9bc6d3b756c9";

export default node;
