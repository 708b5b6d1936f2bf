/**
 * @generated SignedSource<<94b49b7381acb4efd8da860408c13597>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotificationSettingsModal_settings$data = {
  readonly clinicCode: string;
  readonly dailyReminder: boolean;
  readonly daysBefore: number;
  readonly id: string;
  readonly updatedAt: string | null | undefined;
  readonly " $fragmentType": "NotificationSettingsModal_settings";
};
export type NotificationSettingsModal_settings$key = {
  readonly " $data"?: NotificationSettingsModal_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationSettingsModal_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NotificationSettingsModal_settings",
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
      "name": "clinicCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "daysBefore",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dailyReminder",
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
  "type": "AppointmentSettings",
  "abstractKey": null
};

(node as any).hash = "27136288887753aac56a57a7773dedbe";

export default node;
