/**
 * @generated SignedSource<<bd4d69f923e79bacda61c30964ba723f>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PaymentProviderName = "SANDBOX" | "STRIPE" | "%future added value";
export type StartSubscriptionCheckoutInput = {
  interval?: string | null | undefined;
};
export type useStartSubscriptionCheckoutMutation$variables = {
  input: StartSubscriptionCheckoutInput;
};
export type useStartSubscriptionCheckoutMutation$data = {
  readonly startSubscriptionCheckout: {
    readonly __typename: string;
    readonly amountCents?: number;
    readonly clientSecret?: string;
    readonly message?: string;
    readonly provider?: PaymentProviderName;
    readonly publishableKey?: string | null | undefined;
  };
};
export type useStartSubscriptionCheckoutMutation = {
  response: useStartSubscriptionCheckoutMutation$data;
  variables: useStartSubscriptionCheckoutMutation$variables;
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
    "name": "startSubscriptionCheckout",
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
            "name": "clientSecret",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "provider",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "publishableKey",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "amountCents",
            "storageKey": null
          }
        ],
        "type": "StartSubscriptionCheckoutSuccess",
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
    "name": "useStartSubscriptionCheckoutMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useStartSubscriptionCheckoutMutation",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "2416155ccfccdfd5bdc1df090075aab1",
    "id": null,
    "metadata": {},
    "name": "useStartSubscriptionCheckoutMutation",
    "operationKind": "mutation",
    "text": "mutation useStartSubscriptionCheckoutMutation(\n  $input: StartSubscriptionCheckoutInput!\n) {\n  startSubscriptionCheckout(input: $input) {\n    __typename\n    ... on StartSubscriptionCheckoutSuccess {\n      clientSecret\n      provider\n      publishableKey\n      amountCents\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b578e3f89daa2e708e2c35b25cd16e7f";

export default node;
