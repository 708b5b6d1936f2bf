// The visit's diagnostic and service comments on the Results step: the saved comment of an item
// code, and its save (spec 002 section 8: a failure is 'Error' with the server's message).
import { notify } from '../../ui/notifications/notificationStore';
import { useSaveResultComment } from './mutations/useSaveResultComment';
import type { ResultCommentData, ResultsWriting } from './resultsData';
import { FETCH_RESULTS_ERROR } from './resultsRules';
import { useRefreshResults } from './useRefreshResults';

export type CommentKind = 'SERVICE' | 'DIAGNOSTIC';

export const COMMENT_ERROR = 'Error';
export const COMMENT_SAVED = 'Comment saved';

export function useResultComments(visitId: string, comments: ReadonlyArray<ResultCommentData>, writing: ResultsWriting) {
  const [mutate, saving] = useSaveResultComment();
  const refresh = useRefreshResults(visitId);
  const find = (kind: CommentKind, itemCode: string) => comments.find((comment) => comment.kind === kind && comment.itemCode === itemCode) ?? null;
  const save = async (kind: CommentKind, itemCode: string, text: string): Promise<boolean> => {
    if (!writing.writable) return false;
    const current = find(kind, itemCode);
    try {
      const { saveResultComment: result } = await mutate({ input: { visitId, kind, itemCode, comments: text, basedOnVersion: current?.version ?? null } });
      if (result.__typename === 'SaveResultCommentSuccess') {
        notify('success', COMMENT_SAVED);
        await refresh().catch(() => notify('error', FETCH_RESULTS_ERROR));
        return true;
      }
      const fieldMessage = result.__typename === 'InputValidationError' ? result.fieldErrors?.[0]?.message : undefined;
      notify('error', COMMENT_ERROR, fieldMessage || ('message' in result ? result.message : undefined));
    } catch (error) {
      notify('error', COMMENT_ERROR, error instanceof Error ? error.message : undefined);
    }
    return false;
  };
  return { find, save, saving };
}
