/**
 * @generated SignedSource<<22998701117671a46c5afd345aa86b5b>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type LockVisitFormQuery$variables = Record<PropertyKey, never>;
export type LockVisitFormQuery$data = {
  readonly veterinaryPin: {
    readonly isSet: boolean;
  };
};
export type LockVisitFormQuery = {
  response: LockVisitFormQuery$data;
  variables: LockVisitFormQuery$variables;
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
    "name": "LockVisitFormQuery",
    "selections": (v0/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LockVisitFormQuery",
    "selections": (v0/*: any*/)
  },
  "params": {
    "cacheID": "606d6808259c960966b97c84d820cdbd",
    "id": null,
    "metadata": {},
    "name": "LockVisitFormQuery",
    "operationKind": "query",
    "text": "query LockVisitFormQuery {\n  veterinaryPin {\n    isSet\n  }\n}\n"
  }
};
})();

(node as any).hash = "dae861d61c306739b01d297e4046a183";

export default node;
