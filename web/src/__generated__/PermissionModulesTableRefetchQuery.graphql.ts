/**
 * @generated SignedSource<<167b6d44c6f0aa1262112885cff0f63a>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PermissionModulesTableRefetchQuery$variables = {
  after?: string | null | undefined;
  first?: number | null | undefined;
  search?: string | null | undefined;
};
export type PermissionModulesTableRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"PermissionModulesTable_query">;
};
export type PermissionModulesTableRefetchQuery = {
  response: PermissionModulesTableRefetchQuery$data;
  variables: PermissionModulesTableRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "after"
  },
  {
    "defaultValue": 10,
    "kind": "LocalArgument",
    "name": "first"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "after"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "search",
    "variableName": "search"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PermissionModulesTableRefetchQuery",
    "selections": [
      {
        "args": (v1/*: any*/),
        "kind": "FragmentSpread",
        "name": "PermissionModulesTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "PermissionModulesTableRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": "PermissionModuleConnection",
        "kind": "LinkedField",
        "name": "permissionModules",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
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
                  (v2/*: any*/),
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
                      (v2/*: any*/)
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "be53859dd456d24690a7d71f573272c0",
    "id": null,
    "metadata": {},
    "name": "PermissionModulesTableRefetchQuery",
    "operationKind": "query",
    "text": "query PermissionModulesTableRefetchQuery(\n  $after: String\n  $first: Int = 10\n  $search: String\n) {\n  ...PermissionModulesTable_query_1Ozsmw\n}\n\nfragment PermissionModuleModal_module on PermissionModule {\n  name\n  permissions {\n    id\n    name\n  }\n}\n\nfragment PermissionModulesTable_query_1Ozsmw on Query {\n  permissionModules(first: $first, after: $after, search: $search) {\n    totalCount\n    edges {\n      node {\n        name\n        permissions {\n          id\n        }\n        ...PermissionModuleModal_module\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f2f2b5ef0e062d6b5266607c50e98e1a";

export default node;
