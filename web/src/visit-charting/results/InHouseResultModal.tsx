// The in-house test's 'Edit result' modal (spec 002 sections 2.7, 3, 5, 8): result, comment, test
// date and result date (today by default, typed and shown DD/MM/YYYY). The first save creates the
// row's result ('Test created successfully!'), later ones update it ('Test updated successfully!');
// failures 'An error occured while creating test.' / '… updating test.' with the server's reason,
// and a field the server refuses shows its message beside the field.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { Button, focusRing } from '../../ui/Button';
import { TextField } from '../../ui/FormField';
import { InlineNotice } from '../../ui/InlineNotice';
import { Modal } from '../../ui/Modal';
import { notify } from '../../ui/notifications/notificationStore';
import { inHouseDefaults, inHouseResultSchema, parseDisplayDate, RESULT_MAX, type InHouseResultValues } from './inHouseResultForm';
import { useSaveInHouseTestResult } from './mutations/useSaveInHouseTestResult';
import type { InHouseResultData, ResultsWriting } from './resultsData';

export const TEST_CREATED = 'Test created successfully!';
export const TEST_UPDATED = 'Test updated successfully!';
export const TEST_CREATE_ERROR = 'An error occured while creating test.';
export const TEST_UPDATE_ERROR = 'An error occured while updating test.';

const SERVER_FIELDS: Record<string, keyof InHouseResultValues> = { result: 'result', comment: 'comment', test_date: 'testDate', testDate: 'testDate', result_date: 'resultDate', resultDate: 'resultDate' };

interface InHouseResultModalProps {
  visitId: string;
  test: { planItemId: string; name: string };
  saved: InHouseResultData | null;
  writing: ResultsWriting;
  /** Reads the visit's results again (the answer does not carry them). */
  onSaved: () => Promise<void>;
  onClose: () => void;
}

export function InHouseResultModal({ visitId, test, saved, writing, onSaved, onClose }: InHouseResultModalProps) {
  const id = useId();
  const [mutate] = useSaveInHouseTestResult();
  const [conflict, setConflict] = useState<string | null>(null);
  const [basedOn, setBasedOn] = useState<{ id: string; version: number } | null>(saved ? { id: saved.id, version: saved.version } : null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InHouseResultValues>({ resolver: zodResolver(inHouseResultSchema), defaultValues: inHouseDefaults(saved) });

  const submit = handleSubmit(async (values) => {
    const updating = basedOn !== null;
    const failure = updating ? TEST_UPDATE_ERROR : TEST_CREATE_ERROR;
    try {
      const { saveInHouseTestResult: result } = await mutate({
        input: {
          visitId,
          planItemId: test.planItemId,
          id: basedOn?.id ?? null,
          basedOnVersion: basedOn?.version ?? null,
          testDate: parseDisplayDate(values.testDate) ?? '',
          resultDate: parseDisplayDate(values.resultDate) ?? '',
          result: values.result.trim(),
          comment: values.comment.trim(),
          visitModificationId: writing.visitModificationId,
        },
      });
      if (result.__typename === 'SaveInHouseTestResultSuccess') {
        notify('success', updating ? TEST_UPDATED : TEST_CREATED);
        await onSaved();
        onClose();
        return;
      }
      if (result.__typename === 'InHouseTestResultStaleVersionError') {
        if (result.current) setBasedOn({ id: result.current.id, version: result.current.version });
        setConflict(`${result.message}. Your entries are kept: save again to save them over that version.`);
        return;
      }
      if (result.__typename === 'InputValidationError') {
        for (const fieldError of result.fieldErrors ?? []) {
          const field = SERVER_FIELDS[fieldError.path];
          if (field) setError(field, { message: fieldError.message });
        }
      }
      notify('error', failure, 'message' in result ? result.message : undefined);
    } catch (error) {
      notify('error', failure, error instanceof Error ? error.message : undefined);
    }
  });

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !isSubmitting && onClose()}
      title="Edit result"
      description={test.name}
      width={560}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" form={`${id}-form`} busy={isSubmitting} disabled={!writing.writable}>
            Save
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} noValidate onSubmit={submit} className="space-y-4">
        {conflict && <InlineNotice tone="error">{conflict}</InlineNotice>}
        <fieldset disabled={!writing.writable || isSubmitting} className="space-y-4">
          <legend className="sr-only">Edit result of {test.name}</legend>
          <Area id={`${id}-result`} label="Result" error={errors.result?.message} {...register('result')} />
          <Area id={`${id}-comment`} label="Comment" error={errors.comment?.message} {...register('comment')} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Test Date" hint="DD/MM/YYYY" inputMode="numeric" placeholder="DD/MM/YYYY" autoComplete="off" error={errors.testDate?.message} {...register('testDate')} />
            <TextField label="Result Date" hint="DD/MM/YYYY" inputMode="numeric" placeholder="DD/MM/YYYY" autoComplete="off" error={errors.resultDate?.message} {...register('resultDate')} />
          </div>
        </fieldset>
      </form>
    </Modal>
  );
}

type AreaProps = { id: string; label: string; error?: string } & UseFormRegisterReturn;

function Area({ id, label, error, ...field }: AreaProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={RESULT_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`field-sizing-content block max-h-[10.5rem] min-h-[5rem] w-full resize-y rounded-lg border bg-white px-3 py-2.5 text-sm text-slate-900 disabled:bg-slate-50 ${focusRing} ${error ? 'border-rose-400' : 'border-slate-300'}`}
        {...field}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-rose-600">
          {error}
        </p>
      )}
    </div>
  );
}
