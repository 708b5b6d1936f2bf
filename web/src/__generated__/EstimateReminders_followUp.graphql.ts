/**
 * @generated SignedSource<<4696608d0f37e9864600bd45bcd8f836>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type FollowUpStopReason = "CLOSED" | "DECLINED" | "EXPIRED" | "SIGNED" | "STAFF" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EstimateReminders_followUp$data = {
  readonly email: string;
  readonly id: string;
  readonly lastReminderAt: string | null | undefined;
  readonly nextReminderAt: string | null | undefined;
  readonly plannedReminders: number;
  readonly remindersSent: number;
  readonly sentAt: string;
  readonly stoppedReason: FollowUpStopReason | null | undefined;
  readonly " $fragmentType": "EstimateReminders_followUp";
};
export type EstimateReminders_followUp$key = {
  readonly " $data"?: EstimateReminders_followUp$data;
  readonly " $fragmentSpreads": FragmentRefs<"EstimateReminders_followUp">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EstimateReminders_followUp",
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
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sentAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "remindersSent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastReminderAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nextReminderAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "plannedReminders",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stoppedReason",
      "storageKey": null
    }
  ],
  "type": "FollowUp",
  "abstractKey": null
};

(node as any).hash = "1827f1577613709cf0ca59e6b21e2532";

export default node;
