// The main service's write-backs to the practice system (docs/write-back.md) as it sends them,
// parsed into the gateway's camelCase records with the write-back contract
// (packages/contracts/src/write-back/practice-export.ts); called through the main loader table
// (loaders/main.ts: `practiceExport` by ids, `practiceExports` a page, `retryPracticeExport`).
import { practiceExportAnswer, practiceExportPageAnswer, retriedPracticeExportAnswer } from '@vetchart/contracts/write-back/practice-export';
import type { z } from 'zod/mini';

export const practiceExportWire = practiceExportAnswer;
export type PracticeExportRecord = z.output<typeof practiceExportWire>;

export const practiceExportPageWire = practiceExportPageAnswer;
export type PracticeExportPage = z.output<typeof practiceExportPageWire>;

export const retriedPracticeExportWire = retriedPracticeExportAnswer;
