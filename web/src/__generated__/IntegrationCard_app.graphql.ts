/**
 * @generated SignedSource<<4b20628e85f2f757fc311166e985c4ab>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type IntegrationKind = "LAB" | "PIMS" | "%future added value";
export type IntegrationStatus = "ACTIVE" | "INACTIVE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type IntegrationCard_app$data = {
  readonly appName: string;
  readonly connection: {
    readonly accountId: string | null | undefined;
    readonly accountName: string | null | undefined;
    readonly clinicId: string;
    readonly connectedAt: string;
    readonly connectedByName: string;
    readonly lastVerifiedAt: string | null | undefined;
    readonly username: string | null | undefined;
  } | null | undefined;
  readonly description: string;
  readonly kind: IntegrationKind;
  readonly logo: string;
  readonly name: string;
  readonly requiresLogin: boolean;
  readonly slug: string;
  readonly status: IntegrationStatus;
  readonly " $fragmentType": "IntegrationCard_app";
};
export type IntegrationCard_app$key = {
  readonly " $data"?: IntegrationCard_app$data;
  readonly " $fragmentSpreads": FragmentRefs<"IntegrationCard_app">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "IntegrationCard_app",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "appName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
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
      "name": "logo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
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
      "name": "requiresLogin",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "IntegrationConnection",
      "kind": "LinkedField",
      "name": "connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "clinicId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "accountId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "username",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "accountName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "connectedByName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "connectedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastVerifiedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ThirdPartyApp",
  "abstractKey": null
};

(node as any).hash = "54a2c7523f4176a88c1fb76630ecad6a";

export default node;
