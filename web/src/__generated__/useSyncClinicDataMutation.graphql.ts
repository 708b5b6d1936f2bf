/**
 * @generated SignedSource<<0c9017a5beb9637cdaa7afdbcb0e27e1>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SyncClinicDataInput = {
  provider?: string | null | undefined;
};
export type useSyncClinicDataMutation$variables = {
  input: SyncClinicDataInput;
};
export type useSyncClinicDataMutation$data = {
  readonly syncClinicData: {
    readonly __typename: "ForbiddenError";
    readonly message: string;
  } | {
    readonly __typename: "InputValidationError";
    readonly message: string;
  } | {
    readonly __typename: "IntegrationNotConnectedError";
    readonly message: string;
  } | {
    readonly __typename: "IntegrationRefusedError";
    readonly message: string;
  } | {
    readonly __typename: "NotFoundError";
    readonly message: string;
  } | {
    readonly __typename: "PartnerUnavailableError";
    readonly message: string;
  } | {
    readonly __typename: "SyncClinicDataSuccess";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useSyncClinicDataMutation = {
  response: useSyncClinicDataMutation$data;
  variables: useSyncClinicDataMutation$variables;
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
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
  }
],
v2 = [
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
    "name": "syncClinicData",
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
        "selections": (v1/*: any*/),
        "type": "SyncClinicDataSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*: any*/),
        "type": "IntegrationNotConnectedError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*: any*/),
        "type": "IntegrationRefusedError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*: any*/),
        "type": "PartnerUnavailableError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*: any*/),
        "type": "InputValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*: any*/),
        "type": "NotFoundError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*: any*/),
        "type": "ForbiddenError",
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
    "name": "useSyncClinicDataMutation",
    "selections": (v2/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useSyncClinicDataMutation",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "7aebbc464e6d4c832a2176da29c1e091",
    "id": null,
    "metadata": {},
    "name": "useSyncClinicDataMutation",
    "operationKind": "mutation",
    "text": "mutation useSyncClinicDataMutation(\n  $input: SyncClinicDataInput!\n) {\n  syncClinicData(input: $input) {\n    __typename\n    ... on SyncClinicDataSuccess {\n      message\n    }\n    ... on IntegrationNotConnectedError {\n      message\n    }\n    ... on IntegrationRefusedError {\n      message\n    }\n    ... on PartnerUnavailableError {\n      message\n    }\n    ... on InputValidationError {\n      message\n    }\n    ... on NotFoundError {\n      message\n    }\n    ... on ForbiddenError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5e879108a0d024def16199b2ca7b4722";

export default node;
