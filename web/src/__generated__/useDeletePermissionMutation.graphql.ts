/**
 * @generated SignedSource<<edad31205f48c1606a3efee0941f6ba9>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeletePermissionInput = {
  id: string;
};
export type useDeletePermissionMutation$variables = {
  input: DeletePermissionInput;
};
export type useDeletePermissionMutation$data = {
  readonly deletePermission: {
    readonly __typename: string;
    readonly deletedPermissionId?: string;
    readonly message?: string;
  };
};
export type useDeletePermissionMutation = {
  response: useDeletePermissionMutation$data;
  variables: useDeletePermissionMutation$variables;
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
    "name": "deletePermission",
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
            "name": "deletedPermissionId",
            "storageKey": null
          }
        ],
        "type": "DeletePermissionSuccess",
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
    "name": "useDeletePermissionMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useDeletePermissionMutation",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "b362f98eb315bd7fd2306fd188f933f7",
    "id": null,
    "metadata": {},
    "name": "useDeletePermissionMutation",
    "operationKind": "mutation",
    "text": "mutation useDeletePermissionMutation(\n  $input: DeletePermissionInput!\n) {\n  deletePermission(input: $input) {\n    __typename\n    ... on DeletePermissionSuccess {\n      deletedPermissionId\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "60b98366d00ad290fa081e9ed2929d22";

export default node;
