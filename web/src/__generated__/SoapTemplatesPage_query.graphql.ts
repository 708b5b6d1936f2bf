/**
 * @generated SignedSource<<42d92a7a0b78d0060f4449db4c7ab6f9>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SoapTemplateStatus = "ACTIVE" | "INACTIVE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SoapTemplatesPage_query$data = {
  readonly soapTemplates: ReadonlyArray<{
    readonly code: string;
    readonly content: ReadonlyArray<{
      readonly fields: ReadonlyArray<{
        readonly hint: string;
        readonly name: string;
      }>;
      readonly section: string;
      readonly value: string;
    }>;
    readonly description: string;
    readonly id: string;
    readonly name: string;
    readonly status: SoapTemplateStatus;
    readonly updatedAt: string;
    readonly version: number;
  }>;
  readonly " $fragmentType": "SoapTemplatesPage_query";
};
export type SoapTemplatesPage_query$key = {
  readonly " $data"?: SoapTemplatesPage_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"SoapTemplatesPage_query">;
};

import SoapTemplatesPageRefetchQuery_graphql from './SoapTemplatesPageRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "search"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "status"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": SoapTemplatesPageRefetchQuery_graphql
    }
  },
  "name": "SoapTemplatesPage_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "search",
          "variableName": "search"
        },
        {
          "kind": "Variable",
          "name": "status",
          "variableName": "status"
        }
      ],
      "concreteType": "SoapTemplate",
      "kind": "LinkedField",
      "name": "soapTemplates",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "code",
          "storageKey": null
        },
        (v0/*: any*/),
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
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "version",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "updatedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "TemplateSection",
          "kind": "LinkedField",
          "name": "content",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "section",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "value",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "TemplateField",
              "kind": "LinkedField",
              "name": "fields",
              "plural": true,
              "selections": [
                (v0/*: any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "hint",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "46778b21e12a092de7751c80c30500b9";

export default node;
