/**
 * @generated SignedSource<<ba6633ae24c34de7816bdc3e2748d438>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CompleteInviteInput = {
  confirm: string;
  cvtLicense?: string | null | undefined;
  firstName: string;
  id: string;
  lastName: string;
  orgCode: string;
  password: string;
  role: string;
  rvtLicense?: string | null | undefined;
  securityAnswer: string;
  securityQuestion: string;
  state?: string | null | undefined;
  token: string;
  vdlLicense?: string | null | undefined;
  veterinarianLicense?: string | null | undefined;
};
export type useCompleteInviteMutation$variables = {
  input: CompleteInviteInput;
};
export type useCompleteInviteMutation$data = {
  readonly completeInvite: {
    readonly __typename: "CompleteInviteSuccess";
    readonly message: string;
  } | {
    readonly __typename: "InputValidationError";
    readonly fieldErrors: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly message: string;
  } | {
    readonly __typename: "InvalidLinkError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useCompleteInviteMutation = {
  response: useCompleteInviteMutation$data;
  variables: useCompleteInviteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
  (v1/*: any*/)
],
v3 = [
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
    "name": "completeInvite",
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
        "selections": (v2/*: any*/),
        "type": "CompleteInviteSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v2/*: any*/),
        "type": "InvalidLinkError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*: any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldError",
            "kind": "LinkedField",
            "name": "fieldErrors",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "path",
                "storageKey": null
              },
              (v1/*: any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "InputValidationError",
        "abstractKey": null
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
    "name": "useCompleteInviteMutation",
    "selections": (v3/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useCompleteInviteMutation",
    "selections": (v3/*: any*/)
  },
  "params": {
    "cacheID": "f24b941086f541868109d045eac3a232",
    "id": null,
    "metadata": {},
    "name": "useCompleteInviteMutation",
    "operationKind": "mutation",
    "text": "mutation useCompleteInviteMutation(\n  $input: CompleteInviteInput!\n) {\n  completeInvite(input: $input) {\n    __typename\n    ... on CompleteInviteSuccess {\n      message\n    }\n    ... on InvalidLinkError {\n      message\n    }\n    ... on InputValidationError {\n      message\n      fieldErrors {\n        path\n        message\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "bd806f709fb73ac4630256d50a287b06";

export default node;
