/**
 * @generated SignedSource<<fb1a9d8973bf3047a107061f131d8849>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TranscribeAudioInput = {
  dataUri: string;
  prompt?: string | null | undefined;
};
export type useTranscribeAudioMutation$variables = {
  input: TranscribeAudioInput;
};
export type useTranscribeAudioMutation$data = {
  readonly transcribeAudio: {
    readonly __typename: string;
    readonly message?: string;
    readonly provider?: string;
    readonly setting?: string;
    readonly text?: string;
  };
};
export type useTranscribeAudioMutation = {
  response: useTranscribeAudioMutation$data;
  variables: useTranscribeAudioMutation$variables;
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
  "name": "provider",
  "storageKey": null
},
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
    "name": "transcribeAudio",
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
            "name": "text",
            "storageKey": null
          },
          (v1/*: any*/)
        ],
        "type": "TranscribeAudioSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "setting",
            "storageKey": null
          }
        ],
        "type": "AiUnavailableError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*: any*/)
        ],
        "type": "AiProviderError",
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
    "name": "useTranscribeAudioMutation",
    "selections": (v2/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useTranscribeAudioMutation",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "13fd2ced54b14e717d9c4bb8cb643632",
    "id": null,
    "metadata": {},
    "name": "useTranscribeAudioMutation",
    "operationKind": "mutation",
    "text": "mutation useTranscribeAudioMutation(\n  $input: TranscribeAudioInput!\n) {\n  transcribeAudio(input: $input) {\n    __typename\n    ... on TranscribeAudioSuccess {\n      text\n      provider\n    }\n    ... on AiUnavailableError {\n      setting\n    }\n    ... on AiProviderError {\n      provider\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "16c342809b3fc5859077d7cd8c980272";

export default node;
