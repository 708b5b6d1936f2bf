/**
 * @generated SignedSource<<cdcdf191b490d96ac08cfc3283f43ff0>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SetSmartRecommendationsInput = {
  enabled: boolean;
};
export type useSetSmartRecommendationsMutation$variables = {
  input: SetSmartRecommendationsInput;
};
export type useSetSmartRecommendationsMutation$data = {
  readonly setSmartRecommendations: {
    readonly __typename: string;
    readonly aiSettings?: {
      readonly smartRecommendations: boolean;
    };
    readonly message?: string;
  };
};
export type useSetSmartRecommendationsMutation = {
  response: useSetSmartRecommendationsMutation$data;
  variables: useSetSmartRecommendationsMutation$variables;
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
    "name": "setSmartRecommendations",
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
            "concreteType": "AiSettings",
            "kind": "LinkedField",
            "name": "aiSettings",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "smartRecommendations",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SetSmartRecommendationsSuccess",
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
    "name": "useSetSmartRecommendationsMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useSetSmartRecommendationsMutation",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "9a0fd2fcf75dc1a5113d72987cc3ea22",
    "id": null,
    "metadata": {},
    "name": "useSetSmartRecommendationsMutation",
    "operationKind": "mutation",
    "text": "mutation useSetSmartRecommendationsMutation(\n  $input: SetSmartRecommendationsInput!\n) {\n  setSmartRecommendations(input: $input) {\n    __typename\n    ... on SetSmartRecommendationsSuccess {\n      aiSettings {\n        smartRecommendations\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "13fd187a04c522c6935025779cdfec43";

export default node;
