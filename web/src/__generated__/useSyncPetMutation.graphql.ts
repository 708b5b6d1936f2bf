/**
 * @generated SignedSource<<a30d36fc95bd3bf97d271fec5c3dfe82>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SyncPetInput = {
  source?: string | null | undefined;
  sourceId: string;
};
export type useSyncPetMutation$variables = {
  input: SyncPetInput;
};
export type useSyncPetMutation$data = {
  readonly syncPet: {
    readonly __typename: string;
    readonly created?: boolean;
    readonly message?: string;
    readonly pet?: {
      readonly id: string;
      readonly name: string;
      readonly source: string;
      readonly sourceId: string | null | undefined;
    };
  };
};
export type useSyncPetMutation = {
  response: useSyncPetMutation$data;
  variables: useSyncPetMutation$variables;
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
    "name": "syncPet",
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
            "name": "created",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Pet",
            "kind": "LinkedField",
            "name": "pet",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "source",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sourceId",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SyncPetSuccess",
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
    "name": "useSyncPetMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useSyncPetMutation",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "7f5c3e79052a4eb6098b7260af6e4c54",
    "id": null,
    "metadata": {},
    "name": "useSyncPetMutation",
    "operationKind": "mutation",
    "text": "mutation useSyncPetMutation(\n  $input: SyncPetInput!\n) {\n  syncPet(input: $input) {\n    __typename\n    ... on SyncPetSuccess {\n      created\n      pet {\n        id\n        name\n        source\n        sourceId\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "caea8e8e67f5b9c3389179221829325d";

export default node;
