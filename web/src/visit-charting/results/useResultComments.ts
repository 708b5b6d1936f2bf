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

/**
 * A comment save's outcome. 'conflict': someone saved this comment after the drawer loaded it (or
 * first, when none was loaded); the server refused naming who, and `current` is their comment.
 */
export type CommentSaveOutcome =
  | { status: 'saved' }
  | { status: 'failed' }
  | { status: 'conflict'; message: string; current: { comments: string; version: number } | null };

export function useResultComments(visitId: string, comments: ReadonlyArray<ResultCommentData>, writing: ResultsWriting) {
  const [mutate, saving] = useSaveResultComment();
  const refresh = useRefreshResults(visitId);
  const find = (kind: CommentKind, itemCode: string) => comments.find((comment) => comment.kind === kind && comment.itemCode === itemCode) ?? null;
  /**
   * Saves the comment based on the version the drawer loaded (null: none existed then, a first
   * save), never the store's newest, so a comment saved meanwhile is refused, not overwritten.
   */
  const save = async (kind: CommentKind, itemCode: string, text: string, basedOnVersion: number | null): Promise<CommentSaveOutcome> => {
    if (!writing.writable) return { status: 'failed' };
    try {
      const { saveResultComment: result } = await mutate({ input: { visitId, kind, itemCode, comments: text, basedOnVersion } });
      if (result.__typename === 'SaveResultCommentSuccess') {
        notify('success', COMMENT_SAVED);
        await refresh().catch(() => notify('error', FETCH_RESULTS_ERROR));
        return { status: 'saved' };
      }
      if (result.__typename === 'ResultCommentStaleVersionError') {
        // The table shows the comment as it is now; the drawer keeps the user's text.
        await refresh().catch(() => notify('error', FETCH_RESULTS_ERROR));
        return { status: 'conflict', message: result.message ?? '', current: result.current ? { comments: result.current.comments, version: result.current.version } : null };
      }
      const fieldMessage = result.__typename === 'InputValidationError' ? result.fieldErrors?.[0]?.message : undefined;
      notify('error', COMMENT_ERROR, fieldMessage || ('message' in result ? result.message : undefined));
    } catch (error) {
      notify('error', COMMENT_ERROR, error instanceof Error ? error.message : undefined);
    }
    return { status: 'failed' };
  };
  return { find, save, saving };
}
