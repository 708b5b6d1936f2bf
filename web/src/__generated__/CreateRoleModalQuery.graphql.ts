/**
 * @generated SignedSource<<5d6539a9e5a14dcfdfe1d1eb6ed9a81a>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CreateRoleModalQuery$variables = Record<PropertyKey, never>;
export type CreateRoleModalQuery$data = {
  readonly permissionModules: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly name: string;
        readonly permissions: ReadonlyArray<{
          readonly id: string;
          readonly name: string;
        }>;
      };
    }>;
  };
};
export type CreateRoleModalQuery = {
  response: CreateRoleModalQuery$data;
  variables: CreateRoleModalQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = [
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
              (v0/*: any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Permission",
                "kind": "LinkedField",
                "name": "permissions",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  },
                  (v0/*: any*/)
                ],
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
    "name": "CreateRoleModalQuery",
    "selections": (v1/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CreateRoleModalQuery",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "08bc7b73d135ccc95a2afde6c4edc15a",
    "id": null,
    "metadata": {},
    "name": "CreateRoleModalQuery",
    "operationKind": "query",
    "text": "query CreateRoleModalQuery {\n  permissionModules(first: 50) {\n    edges {\n      node {\n        name\n        permissions {\n          id\n          name\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5901685076f9944fb3b2654280ea0b0f";

export default node;
