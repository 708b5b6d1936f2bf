// A bot message holding a parsed template (spec 003 sections 2.5, 3, 4): in preview mode its
// sections and fields are read; in edit mode sections and fields are renamed, added and deleted
// (deleting asks first); in save mode the name and description are given and the template is
// saved — created as a Public template, or, when the builder edits one, updated.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextAreaField } from '../catalogues/CatalogueFields';
import { MAX_TEMPLATE_DESCRIPTION, MAX_TEMPLATE_NAME, templateFormSchema, type TemplateFormValues } from '../soap-templates/templateForm';
import { Button, focusRing } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { TextField } from '../ui/FormField';
import { notify } from '../ui/notifications/notificationStore';
import { FieldModal, SectionNameModal } from './NameModals';
import { addField, addSection, deleteField, deleteSection, fieldCount, renameField, renameSection, type ParsedTemplate } from './parsedTemplate';

export type TemplateMode = 'preview' | 'edit' | 'save';

interface TemplateMessageProps {
  template: ParsedTemplate;
  mode: TemplateMode;
  /** Set once saved: the saved template's name. */
  savedAs: string | null;
  /** The builder edits an existing template: saving updates it. */
  updating: boolean;
  defaults: { name: string; description: string };
  onChange: (template: ParsedTemplate) => void;
  onModeChange: (mode: TemplateMode) => void;
  /** Saves; true when it succeeded. */
  onSave: (values: TemplateFormValues) => Promise<boolean>;
}

type SectionModal = { kind: 'rename'; index: number } | { kind: 'add' };
type FieldModalState = { kind: 'rename'; section: number; field: number } | { kind: 'add'; section: number };
type Deleting = { kind: 'section'; index: number } | { kind: 'field'; section: number; field: number };

const smallButton = `rounded-md px-2 py-1 text-xs font-semibold ${focusRing}`;

export function TemplateMessage({ template, mode, savedAs, updating, defaults, onChange, onModeChange, onSave }: TemplateMessageProps) {
  const [sectionModal, setSectionModal] = useState<SectionModal | null>(null);
  const [fieldModal, setFieldModal] = useState<FieldModalState | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const editing = mode === 'edit';

  const apply = (change: () => ParsedTemplate) => {
    try {
      onChange(change());
    } catch (error) {
      notify('error', error instanceof Error ? error.message : 'The template could not be changed');
    }
  };

  const fieldInitial = fieldModal?.kind === 'rename' ? template.sections[fieldModal.section]?.fields[fieldModal.field] ?? { name: '', hint: '' } : { name: '', hint: '' };
  const deletingName =
    deleting?.kind === 'section' ? template.sections[deleting.index]?.section : deleting ? template.sections[deleting.section]?.fields[deleting.field]?.name : undefined;

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700">
          {template.name ? <strong className="font-semibold text-slate-900">{template.name}: </strong> : null}
          {template.sections.length} {template.sections.length === 1 ? 'section' : 'sections'}, {fieldCount(template)} {fieldCount(template) === 1 ? 'field' : 'fields'}
        </p>
        {savedAs ? (
          <span className="rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800">Saved as {savedAs}</span>
        ) : (
          <div className="flex gap-2">
            {mode !== 'preview' && (
              <Button variant="secondary" className="px-3 py-1.5" onClick={() => onModeChange('preview')}>
                {editing ? 'Done Editing' : 'Back to Preview'}
              </Button>
            )}
            {mode === 'preview' && (
              <Button variant="secondary" className="px-3 py-1.5" onClick={() => onModeChange('edit')}>
                Edit Template
              </Button>
            )}
            {mode !== 'save' && (
              <Button className="px-3 py-1.5" disabled={template.sections.length === 0} onClick={() => onModeChange('save')}>
                Save Template
              </Button>
            )}
          </div>
        )}
      </div>

      {template.sections.length === 0 && <p className="text-sm text-slate-600">No sections yet. {editing ? 'Add one below.' : 'Edit the template to add one.'}</p>}
      <ol className="space-y-3">
        {template.sections.map((section, sectionIndex) => (
          <li key={sectionIndex} className="rounded-lg border border-slate-200 bg-white p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold text-slate-900">{section.section}</h3>
              {editing && (
                <div className="flex gap-1">
                  <button type="button" aria-label={`Rename section ${section.section}`} className={`${smallButton} text-teal-800 hover:bg-teal-50`} onClick={() => setSectionModal({ kind: 'rename', index: sectionIndex })}>
                    Rename
                  </button>
                  <button type="button" aria-label={`Add field to ${section.section}`} className={`${smallButton} text-teal-800 hover:bg-teal-50`} onClick={() => setFieldModal({ kind: 'add', section: sectionIndex })}>
                    Add field
                  </button>
                  <button type="button" aria-label={`Delete section ${section.section}`} className={`${smallButton} text-rose-700 hover:bg-rose-50`} onClick={() => setDeleting({ kind: 'section', index: sectionIndex })}>
                    Delete
                  </button>
                </div>
              )}
            </div>
            {section.fields.length === 0 ? (
              <p className="mt-1 text-sm text-slate-500">{section.value || 'No fields'}</p>
            ) : (
              <ul className="mt-2 divide-y divide-slate-100">
                {section.fields.map((field, fieldIndex) => (
                  <li key={fieldIndex} className="flex flex-wrap items-center justify-between gap-2 py-1.5 text-sm">
                    <span>
                      <span className="font-medium text-slate-800">{field.name}</span>
                      {field.hint && <span className="text-slate-500"> — {field.hint}</span>}
                    </span>
                    {editing && (
                      <span className="flex gap-1">
                        <button type="button" aria-label={`Rename field ${field.name}`} className={`${smallButton} text-teal-800 hover:bg-teal-50`} onClick={() => setFieldModal({ kind: 'rename', section: sectionIndex, field: fieldIndex })}>
                          Rename
                        </button>
                        <button type="button" aria-label={`Delete field ${field.name}`} className={`${smallButton} text-rose-700 hover:bg-rose-50`} onClick={() => setDeleting({ kind: 'field', section: sectionIndex, field: fieldIndex })}>
                          Delete
                        </button>
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      {editing && (
        <Button variant="secondary" className="px-3 py-1.5" onClick={() => setSectionModal({ kind: 'add' })}>
          Add Section
        </Button>
      )}
      {mode === 'save' && !savedAs && <SaveForm updating={updating} defaults={{ name: defaults.name || template.name || '', description: defaults.description || template.description || '' }} onSave={onSave} onCancel={() => onModeChange('preview')} />}

      <SectionNameModal
        open={sectionModal !== null}
        title={sectionModal?.kind === 'rename' ? 'Rename Section' : 'Add Section'}
        initialName={sectionModal?.kind === 'rename' ? template.sections[sectionModal.index]?.section ?? '' : ''}
        onOpenChange={(open) => !open && setSectionModal(null)}
        onSave={(name) => sectionModal && apply(() => (sectionModal.kind === 'rename' ? renameSection(template, sectionModal.index, name) : addSection(template, name)))}
      />
      <FieldModal
        open={fieldModal !== null}
        title={fieldModal?.kind === 'rename' ? 'Edit Field' : 'Add Field'}
        initial={fieldInitial}
        onOpenChange={(open) => !open && setFieldModal(null)}
        onSave={(field) =>
          fieldModal && apply(() => (fieldModal.kind === 'rename' ? renameField(template, fieldModal.section, fieldModal.field, field.name, field.hint) : addField(template, fieldModal.section, field.name, field.hint)))
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting?.kind === 'section' ? 'Delete Section' : 'Delete Field'}
        message={deleting?.kind === 'section' ? `Delete the section “${deletingName ?? ''}” and its fields?` : `Delete the field “${deletingName ?? ''}”?`}
        onConfirm={() => {
          if (deleting) apply(() => (deleting.kind === 'section' ? deleteSection(template, deleting.index) : deleteField(template, deleting.section, deleting.field)));
          setDeleting(null);
        }}
      />
    </div>
  );
}

function SaveForm({ updating, defaults, onSave, onCancel }: { updating: boolean; defaults: TemplateFormValues; onSave: (values: TemplateFormValues) => Promise<boolean>; onCancel: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TemplateFormValues>({ resolver: zodResolver(templateFormSchema), defaultValues: defaults });
  return (
    <form noValidate onSubmit={handleSubmit(onSave)} aria-label="Save template" className="space-y-4 rounded-lg border border-teal-200 bg-teal-50/40 p-4">
      <TextField label="Template Name" maxLength={MAX_TEMPLATE_NAME} error={errors.name?.message} {...register('name')} />
      <TextAreaField label="Description" minRows={2} maxRows={5} maxLength={MAX_TEMPLATE_DESCRIPTION} error={errors.description?.message} {...register('description')} />
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" busy={isSubmitting}>
          {updating ? 'Update Template' : 'Save as Public Template'}
        </Button>
      </div>
    </form>
  );
}
