// The in-house 'Test Result' detail drawer (spec 002 section 2.7): the test, its entered result
// and comment, the dates (printed MM/DD/YYYY like every date of the product; only the 'Edit result'
// form types them DD/MM/YYYY, as the spec has it), where it was entered in words, and who entered it.
import { Drawer } from '../../ui/Drawer';
import { Detail } from './ResultEditDrawers';
import type { InHouseResultData } from './resultsData';
import { formatStatusTime, resultSourceLabel } from './resultsRules';

export function TestResultDrawer({ name, status, result, onClose }: { name: string; status: string; result: InHouseResultData; onClose: () => void }) {
  return (
    <Drawer open onOpenChange={(open) => !open && onClose()} title="Test Result" description={name} width={626}>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Detail label="Test" value={name} />
        <Detail label="Status" value={status} />
        <div className="sm:col-span-2">
          <Detail label="Result" value={result.result} />
        </div>
        <div className="sm:col-span-2">
          <Detail label="Comment" value={result.comment} />
        </div>
        <Detail label="Test Date" value={formatStatusTime(result.testDate)} />
        <Detail label="Result Date" value={formatStatusTime(result.resultDate)} />
        <Detail label="Source" value={resultSourceLabel(result.source)} />
        <Detail label="Entered by" value={`${result.updatedByName}, ${formatStatusTime(result.updatedAt)}`} />
      </dl>
    </Drawer>
  );
}
