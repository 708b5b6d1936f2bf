// A reminder edit based on an older version (docs/reminders.md "Versions"): the server's message
// ('This note was changed by <name> at <time>') above the form, which keeps the person's edits
// and offers to load the reminder as it is now.
import { Button } from '../../ui/Button';

export function StaleReminderNotice({ message, onLoadNewer }: { message: string; onLoadNewer: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <span>{message.replace(/\.$/, "")}. Your changes are kept; saving them now would overwrite theirs.</span>
      <Button variant="secondary" className="px-3 py-1.5" onClick={onLoadNewer}>
        Load the newer values
      </Button>
    </div>
  );
}
