/**
 * @generated SignedSource<<4e562633f237c87f2f81e55cb50afa85>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PracticeExportKind = "SOAP" | "TREATMENT_RESULT" | "%future added value";
export type PracticeExportState = "FAILED" | "QUEUED" | "RETRYING" | "SENDING" | "WRITTEN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PracticeExportStatus_practiceExport$data = {
  readonly attempts: number;
  readonly id: string;
  readonly kind: PracticeExportKind;
  readonly lastError: string | null | undefined;
  readonly nextAttemptAt: string | null | undefined;
  readonly partnerName: string | null | undefined;
  readonly partnerRecordId: string | null | undefined;
  readonly state: PracticeExportState;
  readonly verifiedAt: string | null | undefined;
  readonly writtenAt: string | null | undefined;
  readonly " $fragmentType": "PracticeExportStatus_practiceExport";
};
export type PracticeExportStatus_practiceExport$key = {
  readonly " $data"?: PracticeExportStatus_practiceExport$data;
  readonly " $fragmentSpreads": FragmentRefs<"PracticeExportStatus_practiceExport">;
};

import PracticeExportStatusRefetchQuery_graphql from './PracticeExportStatusRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": PracticeExportStatusRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "PracticeExportStatus_practiceExport",
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
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "attempts",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastError",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "partnerName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "partnerRecordId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nextAttemptAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "writtenAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "verifiedAt",
      "storageKey": null
    }
  ],
  "type": "PracticeExport",
  "abstractKey": null
};

(node as any).hash = "dd2a39e020edaa1b93f963d9931e64ea";

export default node;
