/**
 * @generated SignedSource<<90a8db7efd988d7f96ec2bb1cb0d3913>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FollowUpSettingsModal_settings$data = {
  readonly enabled: boolean;
  readonly id: string;
  readonly intervalDays: number;
  readonly updatedAt: string | null | undefined;
  readonly " $fragmentType": "FollowUpSettingsModal_settings";
};
export type FollowUpSettingsModal_settings$key = {
  readonly " $data"?: FollowUpSettingsModal_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"FollowUpSettingsModal_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FollowUpSettingsModal_settings",
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
      "name": "enabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "intervalDays",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    }
  ],
  "type": "FollowUpSettings",
  "abstractKey": null
};

(node as any).hash = "bba48f05f1e79d0ccb73a179678dfc60";

export default node;
