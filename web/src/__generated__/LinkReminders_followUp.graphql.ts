/**
 * @generated SignedSource<<206f447809ac6c3fe0bee1df0b1c1ea7>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type FollowUpStopReason = "CLOSED" | "DECLINED" | "EXPIRED" | "SIGNED" | "STAFF" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type LinkReminders_followUp$data = {
  readonly email: string;
  readonly id: string;
  readonly lastReminderAt: string | null | undefined;
  readonly nextReminderAt: string | null | undefined;
  readonly plannedReminders: number;
  readonly remindersSent: number;
  readonly sentAt: string;
  readonly stoppedReason: FollowUpStopReason | null | undefined;
  readonly " $fragmentType": "LinkReminders_followUp";
};
export type LinkReminders_followUp$key = {
  readonly " $data"?: LinkReminders_followUp$data;
  readonly " $fragmentSpreads": FragmentRefs<"LinkReminders_followUp">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LinkReminders_followUp",
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

(node as any).hash = "abed2e98addce85668d1ee7624b506a7";

export default node;
