// The template panel of the older canvas (/d/SOAPCanvas, spec 003 sections 2.2 and 4): loading a
// template splits each section into 'label: code' entries — its value's entries (those without a
// colon are dropped) and its fields as '[__key__]' codes (canvasRules.ts, sectionEntries); a
// component dragged onto a section is added unless it is already there ('Item already exists in
// group'). The keyboard alternative: each component's 'Add to' select and button.
import { useState, type DragEvent } from 'react';
import { Button } from '../ui/Button';
import { notify } from '../ui/notifications/notificationStore';
import { addEntryToGroup, templateGroups, type TemplateEntry, type TemplateGroup, type TemplateSectionSource } from './canvasRules';

export interface PanelTemplate {
  code: string;
  name: string;
  content: ReadonlyArray<TemplateSectionSource>;
}

const DRAG_TYPE = 'application/x-soap-component';

export function TemplatePanel({ templates, templateCode, onTemplate, disabled }: { templates: ReadonlyArray<PanelTemplate>; templateCode: string; onTemplate: (code: string) => void; disabled: boolean }) {
  const template = templates.find((candidate) => candidate.code === templateCode) ?? null;
  const [groups, setGroups] = useState<TemplateGroup[]>(() => (template ? templateGroups(template.content) : []));
  const [loadedCode, setLoadedCode] = useState(templateCode);
  if (loadedCode !== templateCode) {
    setLoadedCode(templateCode);
    setGroups(template ? templateGroups(template.content) : []);
  }
  // The components: every entry of every section of the loaded template, once each.
  const components: TemplateEntry[] = [];
  for (const group of template ? templateGroups(template.content) : []) {
    for (const entry of group.entries) if (!components.some((known) => known.label === entry.label && known.code === entry.code)) components.push(entry);
  }

  const addTo = (sectionIndex: number, entry: TemplateEntry) => {
    const target = groups[sectionIndex];
    if (!target) return;
    const result = addEntryToGroup(target, entry);
    if (result.error) {
      notify('error', result.error);
      return;
    }
    setGroups(groups.map((group, index) => (index === sectionIndex ? result.group : group)));
  };
  const onDrop = (event: DragEvent, sectionIndex: number) => {
    event.preventDefault();
    const raw = event.dataTransfer.getData(DRAG_TYPE);
    if (raw) addTo(sectionIndex, JSON.parse(raw) as TemplateEntry);
  };

  return (
    <section aria-labelledby="template-panel-title" className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="template-panel-title" className="text-base font-semibold text-slate-900">
        Template
      </h2>
      <label htmlFor="canvas-template" className="block text-sm font-medium text-slate-700">
        Choose a template
      </label>
      <select id="canvas-template" value={templateCode} disabled={disabled} onChange={(event) => onTemplate(event.target.value)} className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm">
        <option value="">Select a template</option>
        {templates.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
      {template && (
        <>
          <div className="space-y-2">
            {groups.map((group, index) => (
              <div key={group.section} role="group" aria-label={`Section ${group.section}`} onDragOver={(event) => event.preventDefault()} onDrop={(event) => onDrop(event, index)} className="rounded-lg border border-dashed border-slate-300 p-2">
                <h3 className="text-sm font-semibold text-slate-800">{group.section}</h3>
                {group.entries.length === 0 ? (
                  <p className="text-xs text-slate-500">{components.length > 0 ? 'No entries: drop a component here.' : 'No entries: this template has no fields.'}</p>
                ) : (
                  <ul className="mt-1 flex flex-wrap gap-1">
                    {group.entries.map((entry) => (
                      <li key={`${entry.label}:${entry.code}`} className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-800">
                        {entry.label}: <code>{entry.code}</code>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            ))}
          </div>
          {/* Folded by default: a template's fields make a long list, and the sections above show them already. */}
          {components.length > 0 && (
            <details>
              <summary className="cursor-pointer text-sm font-semibold text-slate-800">Components ({components.length})</summary>
              <p className="mt-1 text-xs text-slate-600">Drag a component onto a section, or choose its section and Add.</p>
              <ul className="mt-1 space-y-1">
                {components.map((entry) => (
                  <ComponentRow key={`${entry.label}:${entry.code}`} entry={entry} sections={groups.map((group) => group.section)} onAdd={(sectionIndex) => addTo(sectionIndex, entry)} disabled={disabled} />
                ))}
              </ul>
            </details>
          )}
        </>
      )}
    </section>
  );
}

function ComponentRow({ entry, sections, onAdd, disabled }: { entry: TemplateEntry; sections: string[]; onAdd: (sectionIndex: number) => void; disabled: boolean }) {
  const [target, setTarget] = useState(0);
  const selectId = `add-${entry.label}-${entry.code}`.replace(/\W+/g, '-');
  return (
    <li
      draggable={!disabled}
      onDragStart={(event) => event.dataTransfer.setData(DRAG_TYPE, JSON.stringify(entry))}
      className="grid grid-cols-[minmax(0,1fr)_minmax(0,6.5rem)_auto] items-center gap-2 rounded border border-slate-200 px-2 py-1 text-sm"
    >
      <span className="cursor-grab font-medium break-words text-slate-800" title={`${entry.label}: ${entry.code}`}>
        {entry.label}
      </span>
      <label htmlFor={selectId} className="sr-only">
        Section for {entry.label}
      </label>
      <select id={selectId} value={target} onChange={(event) => setTarget(Number(event.target.value))} disabled={disabled} className="w-full rounded border border-slate-300 px-1 py-0.5 text-xs">
        {sections.map((section, index) => (
          <option key={section} value={index}>
            {section}
          </option>
        ))}
      </select>
      <Button variant="ghost" className="px-2 py-0.5 text-xs" disabled={disabled} onClick={() => onAdd(target)} aria-label={`Add ${entry.label} to the chosen section`}>
        Add
      </Button>
    </li>
  );
}
