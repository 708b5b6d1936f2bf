/**
 * @generated SignedSource<<f3592d16ce830f2e19f891861dd4b64b>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AiProviderName = "OPENAI" | "RULES" | "%future added value";
export type useAiStatusQuery$variables = Record<PropertyKey, never>;
export type useAiStatusQuery$data = {
  readonly aiStatus: {
    readonly dictationAvailable: boolean;
    readonly dictationDescription: string;
    readonly dictationSetting: string;
    readonly languageModel: boolean;
    readonly provider: AiProviderName;
  } | null | undefined;
};
export type useAiStatusQuery = {
  response: useAiStatusQuery$data;
  variables: useAiStatusQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "AiStatus",
    "kind": "LinkedField",
    "name": "aiStatus",
    "plural": false,
    "selections": [
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
        "name": "languageModel",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "dictationAvailable",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "dictationSetting",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "dictationDescription",
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
    "name": "useAiStatusQuery",
    "selections": (v0/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useAiStatusQuery",
    "selections": (v0/*: any*/)
  },
  "params": {
    "cacheID": "6925dfd764edb705fa707214ea26b930",
    "id": null,
    "metadata": {},
    "name": "useAiStatusQuery",
    "operationKind": "query",
    "text": "query useAiStatusQuery {\n  aiStatus {\n    provider\n    languageModel\n    dictationAvailable\n    dictationSetting\n    dictationDescription\n  }\n}\n"
  }
};
})();

(node as any).hash = "37c9357896ffd28c0dc76bc70f62adea";

export default node;
