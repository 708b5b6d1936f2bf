/**
 * @generated SignedSource<<429861c1f28ef38069ad9da93837937c>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UploadClinicLogoInput = {
  dataUri: string;
  name: string;
  type: string;
};
export type useUploadClinicLogoMutation$variables = {
  input: UploadClinicLogoInput;
};
export type useUploadClinicLogoMutation$data = {
  readonly uploadClinicLogo: {
    readonly __typename: string;
    readonly message?: string;
    readonly url?: string;
  };
};
export type useUploadClinicLogoMutation = {
  response: useUploadClinicLogoMutation$data;
  variables: useUploadClinicLogoMutation$variables;
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
    "name": "uploadClinicLogo",
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
            "name": "url",
            "storageKey": null
          }
        ],
        "type": "UploadClinicLogoSuccess",
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
    "name": "useUploadClinicLogoMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useUploadClinicLogoMutation",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "7c2013406e73078af4f4692f19a54d7d",
    "id": null,
    "metadata": {},
    "name": "useUploadClinicLogoMutation",
    "operationKind": "mutation",
    "text": "mutation useUploadClinicLogoMutation(\n  $input: UploadClinicLogoInput!\n) {\n  uploadClinicLogo(input: $input) {\n    __typename\n    ... on UploadClinicLogoSuccess {\n      url\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5b8be3b27fdda5f06c29c499562e5aa7";

export default node;
