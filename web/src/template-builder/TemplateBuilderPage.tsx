// /d/template-builder (spec 003 sections 2.5, 3, 4, 5, 8, 9): a chat that turns pasted text or one
// attached document into a SOAP template. The message is checked here first (text or a file, the
// file's type and size), then sent to the gateway's POST /template-builder/convert; its answer is
// a template to preview, edit and save — created as a Public template, or, in edit mode, saved
// over the template being edited — or the raw text of a reply that is not a template.
import { Suspense, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { TemplateBuilderPageQuery } from '../__generated__/TemplateBuilderPageQuery.graphql';
import { useSession } from '../auth/session';
import { useCreateSoapTemplate } from '../soap-templates/mutations/useCreateSoapTemplate';
import { useUpdateSoapTemplate } from '../soap-templates/mutations/useUpdateSoapTemplate';
import { CODE_REQUIRED, type TemplateFormValues } from '../soap-templates/templateForm';
import { Button, focusRing } from '../ui/Button';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { InlineNotice } from '../ui/InlineNotice';
import { notify } from '../ui/notifications/notificationStore';
import { Spinner } from '../ui/Spinner';
import { ACCEPT_ATTRIBUTE, inputRows, sendProblem } from './builderInput';
import { GENERATE_ERROR_BOT, GENERATE_FAILED_BOT, GENERATE_FAILED_TITLE, messageTime, NON_TEMPLATE_LABEL, type BuilderMessage, type NewBuilderMessage } from './builderMessages';
import type { BuilderMode, TemplateBuilderLoaderData } from './builderMode';
import { templateOf } from './conversionAnswer';
import { ConvertError, convertTemplate, ParseWarning, TEMPLATE_PARSING_ERROR } from './convertTemplate';
import { fromConversion, toTemplateContent, type ParsedTemplate } from './parsedTemplate';
import { TemplateMessage, type TemplateMode } from './TemplateMessage';

const pageQuery = graphql`
  query TemplateBuilderPageQuery {
    soapTemplates {
      id
      code
      name
      description
      version
      content {
        section
        value
        fields {
          name
          hint
        }
      }
    }
  }
`;

/** The template being edited: its code and the version the builder started from. */
interface EditedTemplate {
  code: string;
  version: number;
  template: ParsedTemplate;
}

function Header({ mode }: { mode: BuilderMode }) {
  const viewer = useSession()?.viewer;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{mode.kind === 'edit' ? `Editing ${mode.name || 'template'}` : 'Template Builder'}</h2>
        <p className="text-sm text-slate-600">Paste a template or attach a document; the builder turns it into sections and fields.</p>
      </div>
      {viewer && (
        <div className="text-right leading-tight">
          <span className="block text-sm font-semibold text-slate-900">{viewer.user.fullName}</span>
          <span className="block text-xs text-slate-500">{viewer.role.name}</span>
        </div>
      )}
    </div>
  );
}

function EditedTemplateLoader({ queryRef, code, onLoaded }: { queryRef: PreloadedQuery<TemplateBuilderPageQuery>; code: string; onLoaded: (edited: EditedTemplate | null) => void }) {
  const data = usePreloadedQuery(pageQuery, queryRef);
  const found = data.soapTemplates.find((template) => template.code === code);
  useEffect(() => {
    onLoaded(
      found
        ? {
            code: found.code,
            version: found.version,
            template: {
              name: found.name,
              description: found.description,
              sections: found.content.map((section) => ({ section: section.section, value: section.value, fields: section.fields.map((field) => ({ name: field.name, hint: field.hint })) })),
            },
          }
        : null,
    );
  }, [found?.id]);
  return found ? null : <InlineNotice tone="error">No template with the code {code} was found in this clinic. Saving here creates a new template.</InlineNotice>;
}

function Bubble({ message, children }: { message: BuilderMessage; children: React.ReactNode }) {
  const mine = message.type === 'user';
  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
      <div className={`max-w-[min(48rem,100%)] rounded-2xl px-4 py-3 ${mine ? 'bg-teal-700 text-white' : 'w-full border border-slate-200 bg-slate-50 text-slate-800'}`}>
        <p className={`mb-1 text-xs ${mine ? 'text-teal-100' : 'text-slate-500'}`}>
          {mine ? 'You' : 'Builder'} · {messageTime(message.at)}
        </p>
        {children}
      </div>
    </li>
  );
}

export function TemplateBuilderPage() {
  const { mode, queryRef } = useLoaderData() as TemplateBuilderLoaderData;
  const [messages, setMessages] = useState<BuilderMessage[]>([]);
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [edited, setEdited] = useState<EditedTemplate | null>(null);
  const nextId = useRef(1);
  const fileInput = useRef<HTMLInputElement>(null);
  const logEnd = useRef<HTMLDivElement>(null);
  const [createTemplate] = useCreateSoapTemplate();
  const [updateTemplate] = useUpdateSoapTemplate();
  const updating = mode.kind === 'edit';

  const add = (message: NewBuilderMessage) => setMessages((current) => [...current, { ...message, id: nextId.current++, at: new Date() } as BuilderMessage]);
  const change = (id: number, patch: Partial<Extract<BuilderMessage, { type: 'template' }>>) =>
    setMessages((current) => current.map((message) => (message.id === id && message.type === 'template' ? { ...message, ...patch } : message)));

  useEffect(() => {
    logEnd.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, sending]);

  const seeded = useRef(false);
  const onLoaded = (loaded: EditedTemplate | null) => {
    setEdited(loaded);
    if (!loaded || seeded.current) return;
    seeded.current = true;
    add({ type: 'template', template: loaded.template, mode: 'edit', savedAs: null, notice: null });
  };

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (sending) return;
    const why = sendProblem(text, file);
    if (why) return setProblem(why);
    setProblem(null);
    const prompt = text;
    const attached = file;
    add({ type: 'user', text: prompt, fileName: attached?.name ?? null });
    setText('');
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
    setSending(true);
    try {
      const answer = await convertTemplate(prompt, attached);
      const template = answer.success ? templateOf(answer) : null;
      if (template && template.sections.length > 0) {
        add({ type: 'template', template: fromConversion(template), mode: 'preview', savedAs: null, notice: answer.notice });
      } else if (answer.success && answer.json_data) {
        notify('warning', TEMPLATE_PARSING_ERROR);
        add({ type: 'bot', text: JSON.stringify(answer.json_data, null, 2), raw: true, notice: answer.notice });
      } else if (answer.raw_text) {
        add({ type: 'bot', text: answer.raw_text, raw: true, notice: answer.notice });
      } else {
        notify('error', GENERATE_FAILED_TITLE, answer.error ?? undefined);
        add({ type: 'bot', text: GENERATE_FAILED_BOT, raw: false, notice: answer.notice });
      }
    } catch (error) {
      if (error instanceof ParseWarning) {
        notify('warning', error.message);
        add({ type: 'bot', text: error.raw, raw: true, notice: null });
        return;
      }
      notify('error', GENERATE_FAILED_TITLE, error instanceof ConvertError ? error.message : undefined);
      add({ type: 'bot', text: GENERATE_ERROR_BOT, raw: false, notice: null });
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  const chooseFile = (chosen: File | null) => {
    if (!chosen) return;
    const why = sendProblem('x', chosen);
    if (why) {
      setProblem(why);
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    setProblem(null);
    setFile(chosen);
  };

  const save = async (messageId: number, template: ParsedTemplate, values: TemplateFormValues): Promise<boolean> => {
    const content = toTemplateContent(template);
    try {
      if (updating) {
        if (!mode.templateCode || !edited) {
          notify('info', CODE_REQUIRED);
          return false;
        }
        const result = (await updateTemplate({ input: { code: edited.code, name: values.name, description: values.description, content, basedOnVersion: edited.version } })).updateSoapTemplate;
        const updated = result.__typename === 'UpdateSoapTemplateSuccess' ? result.template : undefined;
        if (!updated) {
          notify('error', 'Template Edit Error', ('message' in result && result.message) || 'An unexpected error occurred');
          return false;
        }
        setEdited({ ...edited, version: updated.version });
        notify('success', 'Template updated', `${updated.name} was saved.`);
        change(messageId, { savedAs: updated.name, mode: 'preview' });
        return true;
      }
      const result = (await createTemplate({ input: { name: values.name, description: values.description, status: 'ACTIVE', content } })).createSoapTemplate;
      const created = result.__typename === 'CreateSoapTemplateSuccess' ? result.template : undefined;
      if (!created) {
        notify('error', 'Template Creation Error', ('message' in result && result.message) || 'An unexpected error occurred');
        return false;
      }
      notify('success', 'Template saved', `${created.name} is now a Public template.`);
      change(messageId, { savedAs: created.name, mode: 'preview' });
      return true;
    } catch (error) {
      notify('error', updating ? 'Template Edit Error' : 'Template Creation Error', error instanceof Error ? error.message : undefined);
      return false;
    }
  };

  return (
    <section aria-label="Template Builder" className="flex h-[calc(100vh-8rem)] min-h-[28rem] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <Header mode={mode} />
      <div className="flex-1 overflow-y-auto px-4 py-4">
        {mode.kind === 'edit' && !mode.templateCode && <InlineNotice tone="info">{CODE_REQUIRED}</InlineNotice>}
        {mode.kind === 'edit' && mode.templateCode && queryRef && (
          <ErrorBoundary fallback={<InlineNotice tone="error">The template could not be loaded.</InlineNotice>}>
            <Suspense
              fallback={
                <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
                  <Spinner /> Loading the template…
                </p>
              }
            >
              <EditedTemplateLoader queryRef={queryRef} code={mode.templateCode} onLoaded={onLoaded} />
            </Suspense>
          </ErrorBoundary>
        )}
        {messages.length === 0 && mode.kind === 'create' && (
          <div className="mx-auto max-w-xl py-10 text-center text-slate-600">
            <p className="font-medium text-slate-800">Describe or paste a template, or attach a document.</p>
            <p className="mt-2 text-sm">
              For example, one line per section: <code className="rounded bg-slate-100 px-1">Subjective: complaint, history</code>. Word, PowerPoint, PDF, text and Markdown files are read; images need a vision-capable AI model.
            </p>
          </div>
        )}
        <div role="log" aria-label="Conversation" aria-live="polite">
        <ol className="space-y-4">
          {messages.map((message) => (
            <Bubble key={message.id} message={message}>
              {message.type === 'user' && (
                <>
                  {message.text && <p className="text-sm whitespace-pre-wrap">{message.text}</p>}
                  {message.fileName && <p className="mt-1 text-xs font-semibold text-teal-50">📎 {message.fileName}</p>}
                </>
              )}
              {message.type === 'bot' &&
                (message.raw ? (
                  <>
                    <p className="mb-1 text-xs font-semibold text-amber-800">{NON_TEMPLATE_LABEL}</p>
                    <pre className="max-h-80 overflow-auto text-sm whitespace-pre-wrap">{message.text}</pre>
                  </>
                ) : (
                  <p className="text-sm">{message.text}</p>
                ))}
              {message.type === 'template' && (
                <TemplateMessage
                  template={message.template}
                  mode={message.mode}
                  savedAs={message.savedAs}
                  updating={updating}
                  defaults={{ name: mode.kind === 'edit' ? mode.name : '', description: mode.kind === 'edit' ? mode.description : '' }}
                  onChange={(template) => change(message.id, { template })}
                  onModeChange={(next: TemplateMode) => change(message.id, { mode: next })}
                  onSave={(values) => save(message.id, message.template, values)}
                />
              )}
              {message.type !== 'user' && message.notice && <p className="mt-2 text-xs text-slate-500">{message.notice}</p>}
              {message.type === 'template' && message.savedAs && (
                <p className="mt-2 text-sm">
                  <Link to="/d/soap-templates" className={`font-semibold text-teal-800 underline ${focusRing}`}>
                    Go to Templates
                  </Link>
                </p>
              )}
            </Bubble>
          ))}
          {sending && (
            <li role="status" className="flex items-center gap-2 text-sm text-slate-600">
              <Spinner /> Generating template…
            </li>
          )}
        </ol>
        </div>
        <div ref={logEnd} />
      </div>
      <form onSubmit={send} className="border-t border-slate-200 p-3" aria-label="Message">
        {problem && (
          <p role="alert" className="mb-2 text-sm text-rose-700">
            {problem}
          </p>
        )}
        {file && (
          <div className="mb-2 inline-flex items-center gap-2 rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
            <span>📎 {file.name}</span>
            <button type="button" aria-label={`Remove ${file.name}`} className={`rounded-full px-1 text-slate-500 hover:bg-slate-200 ${focusRing}`} onClick={() => setFile(null)}>
              ×
            </button>
          </div>
        )}
        <div className="flex items-end gap-2">
          <label className={`inline-flex cursor-pointer items-center rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-50 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-teal-600`}>
            Attach
            <input ref={fileInput} type="file" accept={ACCEPT_ATTRIBUTE} className="sr-only" onChange={(event) => chooseFile(event.target.files?.[0] ?? null)} />
          </label>
          <textarea
            aria-label="Message the template builder"
            placeholder="Type or paste a template… (Enter sends, Shift+Enter adds a line)"
            rows={inputRows(text)}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            aria-invalid={problem ? true : undefined}
            className={`block min-w-0 flex-1 resize-none rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 placeholder:text-slate-500 ${focusRing}`}
          />
          <Button type="submit" busy={sending}>
            Send
          </Button>
        </div>
      </form>
    </section>
  );
}
