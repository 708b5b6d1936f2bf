/**
 * @generated SignedSource<<6ee7b57328f5d9e28499722d82fdb3b7>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type LockVisitDialogQuery$variables = Record<PropertyKey, never>;
export type LockVisitDialogQuery$data = {
  readonly veterinaryPin: {
    readonly isSet: boolean;
  };
};
export type LockVisitDialogQuery = {
  response: LockVisitDialogQuery$data;
  variables: LockVisitDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "VeterinaryPin",
    "kind": "LinkedField",
    "name": "veterinaryPin",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isSet",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LockVisitDialogQuery",
    "selections": (v0/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LockVisitDialogQuery",
    "selections": (v0/*: any*/)
  },
  "params": {
    "cacheID": "85fd75f70ee9a89c910c52f904deb8d0",
    "id": null,
    "metadata": {},
    "name": "LockVisitDialogQuery",
    "operationKind": "query",
    "text": "query LockVisitDialogQuery {\n  veterinaryPin {\n    isSet\n  }\n}\n"
  }
};
})();

(node as any).hash = "8dbe7a3fc3ad03407132fe0629eccd5c";

export default node;
