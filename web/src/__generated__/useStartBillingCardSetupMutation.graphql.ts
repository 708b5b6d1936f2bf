/**
 * @generated SignedSource<<df0df269c6b05bb1331295ef7689988d>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type StartBillingCardSetupInput = {
  _?: boolean | null | undefined;
};
export type useStartBillingCardSetupMutation$variables = {
  input: StartBillingCardSetupInput;
};
export type useStartBillingCardSetupMutation$data = {
  readonly startBillingCardSetup: {
    readonly __typename: string;
    readonly clientSecret?: string;
    readonly message?: string;
  };
};
export type useStartBillingCardSetupMutation = {
  response: useStartBillingCardSetupMutation$data;
  variables: useStartBillingCardSetupMutation$variables;
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
    "name": "startBillingCardSetup",
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
          }
        ],
        "type": "StartBillingCardSetupSuccess",
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
    "name": "useStartBillingCardSetupMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useStartBillingCardSetupMutation",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "377db14ce91e9cb72a70a56b727cdf9c",
    "id": null,
    "metadata": {},
    "name": "useStartBillingCardSetupMutation",
    "operationKind": "mutation",
    "text": "mutation useStartBillingCardSetupMutation(\n  $input: StartBillingCardSetupInput!\n) {\n  startBillingCardSetup(input: $input) {\n    __typename\n    ... on StartBillingCardSetupSuccess {\n      clientSecret\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "bef3b1f2744d1402a14755b7ba4d3dd5";

export default node;
