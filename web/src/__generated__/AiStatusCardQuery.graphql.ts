/**
 * @generated SignedSource<<18c577b6846ef361f462db1dfc4cec2e>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AiProviderName = "OPENAI" | "RULES" | "%future added value";
export type AiStatusCardQuery$variables = Record<PropertyKey, never>;
export type AiStatusCardQuery$data = {
  readonly aiStatus: {
    readonly chatModel: string | null | undefined;
    readonly description: string;
    readonly dictationAvailable: boolean;
    readonly dictationDescription: string;
    readonly dictationSetting: string;
    readonly languageModel: boolean;
    readonly provider: AiProviderName;
  } | null | undefined;
};
export type AiStatusCardQuery = {
  response: AiStatusCardQuery$data;
  variables: AiStatusCardQuery$variables;
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
        "name": "description",
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
        "name": "chatModel",
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
    "name": "AiStatusCardQuery",
    "selections": (v0/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AiStatusCardQuery",
    "selections": (v0/*: any*/)
  },
  "params": {
    "cacheID": "3e304e1ef30f3c83e8e2810231060af5",
    "id": null,
    "metadata": {},
    "name": "AiStatusCardQuery",
    "operationKind": "query",
    "text": "query AiStatusCardQuery {\n  aiStatus {\n    provider\n    description\n    languageModel\n    chatModel\n    dictationAvailable\n    dictationSetting\n    dictationDescription\n  }\n}\n"
  }
};
})();

(node as any).hash = "0e09e1fd9deeb6348a05a0d7b6668b41";

export default node;
