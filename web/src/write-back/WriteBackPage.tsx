// /d/write-back, the clinic's write-back page (docs/write-back.md, 'The write-back page'): every
// finalized SOAP note and treatment result sent to the practice system, with where each stands.
// Everyone in the clinic sees it (the gateway scopes the list to the clinic); Retry needs
// 'Add Visit', as on the note.
import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { WriteBackPageQuery } from '../__generated__/WriteBackPageQuery.graphql';
import { BackHeader } from '../ui/BackHeader';
import { DataTable } from '../ui/table/DataTable';
import { WriteBackTable } from './WriteBackTable';

const writeBackPageQuery = graphql`
  query WriteBackPageQuery($first: Int!) {
    ...WriteBackTable_query @arguments(first: $first)
    activeClinic {
      id
      timezone
    }
  }
`;

export interface WriteBackLoaderData {
  queryRef: PreloadedQuery<WriteBackPageQuery>;
}

function LoadedWriteBacks({ queryRef }: { queryRef: PreloadedQuery<WriteBackPageQuery> }) {
  const data = usePreloadedQuery(writeBackPageQuery, queryRef);
  return <WriteBackTable query={data} timeZone={data.activeClinic?.timezone ?? null} />;
}

const SKELETON_COLUMNS = ['Date / time', 'Pet', 'Visit', 'What', 'State', 'Tries', 'Record id or reason', 'Requested by'].map((header) => ({ key: header, header, render: () => null }));

export function WriteBackPage() {
  const { queryRef } = useLoaderData() as WriteBackLoaderData;
  return (
    <section aria-labelledby="write-back-title">
      <BackHeader title="Write-back" id="write-back-title" />
      <p className="-mt-2 mb-4 max-w-3xl text-sm text-slate-600">
        Finalized SOAP notes and treatment results written back to the clinic&apos;s practice system, newest first. Each is written once per version, read back and compared; a failed one can be retried once its cause is mended.
      </p>
      <Suspense fallback={<DataTable caption="Write-backs to the practice system" columns={SKELETON_COLUMNS} rows={[]} rowKey={() => ''} emptyText="" loading />}>
        <LoadedWriteBacks queryRef={queryRef} />
      </Suspense>
    </section>
  );
}
