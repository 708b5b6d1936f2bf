// The SOAP canvas's pure rules: template split, duplicates, Generate enablement, finalize
// permission and the auto-save scheduling.
import { describe, expect, it } from 'vitest';
import {
  generateReplacesOwnText,
  addEntryToGroup,
  AutosaveScheduler,
  canFinalizeAs,
  canGenerateSoap,
  DUPLICATE_ITEM_TEXT,
  fieldCode,
  exportFailedText,
  finalizeFailedText,
  finalNoteStart,
  groupValue,
  latestAssistantReply,
  sectionEntries,
  splitTemplateEntries,
  templateGroups,
  type TimerApi,
} from './canvasRules';
import { toTemplateContent } from '../template-builder/parsedTemplate';
import { STARTER_SECTIONS } from '../soap-templates/templateForm';

describe('splitTemplateEntries', () => {
  it('splits on commas and line breaks, at the first colon, dropping entries without one', () => {
    expect(splitTemplateEntries('Weight: [__weight__], Temp: t:c\nno colon here\r\nHR : hr')).toEqual([
      { label: 'Weight', code: '[__weight__]' },
      { label: 'Temp', code: 't:c' },
      { label: 'HR', code: 'hr' },
    ]);
    expect(splitTemplateEntries('')).toEqual([]);
    expect(splitTemplateEntries('just text, more text')).toEqual([]);
  });
  it('makes groups from a template and joins them back', () => {
    const groups = templateGroups([{ section: 'Subjective', value: 'Complaint: cc, Onset: on' }]);
    expect(groups[0]).toEqual({ section: 'Subjective', entries: [{ label: 'Complaint', code: 'cc' }, { label: 'Onset', code: 'on' }] });
    expect(groupValue(groups[0]!)).toBe('Complaint: cc, Onset: on');
  });
});

// Loading each kind of template the product holds (spec 003 section 4, 'Loading an existing
// template into the older editor'), the section's fields giving the entries a value without
// colons does not.
describe('loading a template into the canvas', () => {
  it("codes a field by its saved key in the spec's placeholder form", () => {
    expect(fieldCode('Heart rate')).toBe('[__heart_rate__]');
    expect(fieldCode('  Vomiting or diarrhea ')).toBe('[__vomiting_or_diarrhea__]');
    expect(fieldCode('In-house')).toBe('[__in_house__]');
  });

  it('a demo template (guidance prose and fields): every section has its fields as entries', () => {
    const groups = templateGroups([
      {
        section: 'Objective / Physical Exam',
        value: 'Bright, alert and responsive. Physical examination within normal limits.',
        fields: [{ name: 'Weight' }, { name: 'Temperature' }, { name: 'Heart rate' }],
      },
      { section: 'Assessment', value: '', fields: [{ name: 'Overall health' }] },
    ]);
    expect(groups).toEqual([
      {
        section: 'Objective / Physical Exam',
        entries: [
          { label: 'Weight', code: '[__weight__]' },
          { label: 'Temperature', code: '[__temperature__]' },
          { label: 'Heart rate', code: '[__heart_rate__]' },
        ],
      },
      { section: 'Assessment', entries: [{ label: 'Overall health', code: '[__overall_health__]' }] },
    ]);
  });

  it("a template saved by the template builder ('Field, Field' values with the fields)", () => {
    const content = toTemplateContent({
      sections: [
        { section: 'Subjective', value: '', fields: [{ name: 'Chief Complaint', hint: '' }, { name: 'Duration', hint: 'how long' }] },
        { section: 'Plan', value: '', fields: [{ name: 'Follow-up', hint: '' }] },
      ],
    });
    expect(content[0]!.value).toBe('Chief Complaint, Duration');
    expect(templateGroups(content)).toEqual([
      { section: 'Subjective', entries: [{ label: 'Chief Complaint', code: '[__chief_complaint__]' }, { label: 'Duration', code: '[__duration__]' }] },
      { section: 'Plan', entries: [{ label: 'Follow-up', code: '[__follow_up__]' }] },
    ]);
  });

  it('a template made on the templates page (empty sections): its sections, without entries', () => {
    expect(templateGroups(STARTER_SECTIONS)).toEqual(['Subjective', 'Objective', 'Assessment', 'Plan'].map((section) => ({ section, entries: [] })));
  });

  it("the older editor's 'label: code' values, and fields beside them once per label", () => {
    expect(
      sectionEntries({ section: 'Objective', value: 'Weight: [__wt__]\nPulse: [__pulse__], no colon', fields: [{ name: 'weight' }, { name: 'Mucous membranes' }, { name: ' ' }] }),
    ).toEqual([
      { label: 'Weight', code: '[__wt__]' },
      { label: 'Pulse', code: '[__pulse__]' },
      { label: 'Mucous membranes', code: '[__mucous_membranes__]' },
    ]);
    expect(sectionEntries({ section: 'Plan', value: 'Recheck: [__recheck__]', fields: null })).toEqual([{ label: 'Recheck', code: '[__recheck__]' }]);
  });
});

describe('addEntryToGroup', () => {
  const group = { section: 'Objective', entries: [{ label: 'Weight', code: 'w' }] };
  it('adds a new entry', () => {
    const result = addEntryToGroup(group, { label: 'Pulse', code: 'p' });
    expect(result.error).toBeNull();
    expect(result.group.entries).toHaveLength(2);
  });
  it('refuses a duplicate (label any case, same code)', () => {
    const result = addEntryToGroup(group, { label: 'weight', code: 'w' });
    expect(result.error).toBe(DUPLICATE_ITEM_TEXT);
    expect(result.group).toBe(group);
  });
});

describe("the final-note modal's starting text", () => {
  const chat = [
    { role: 'user', content: 'Fill the template.' },
    { role: 'assistant', content: '## Subjective\nVomiting.' },
    { role: 'user', content: 'And the plan?' },
    { role: 'assistant', content: '## Plan\nBland diet.' },
    { role: 'user', content: 'Thanks' },
  ];
  it("is the assistant's latest reply when no note is saved (a canvas started from the chat)", () => {
    expect(latestAssistantReply(chat)).toBe('## Plan\nBland diet.');
    expect(finalNoteStart('', chat)).toBe('## Plan\nBland diet.');
    expect(finalNoteStart(null, chat)).toBe('## Plan\nBland diet.');
    expect(finalNoteStart('  \n', chat)).toBe('## Plan\nBland diet.');
  });
  it('is the saved note once there is one', () => {
    expect(finalNoteStart('## Plan\nEdited.', chat)).toBe('## Plan\nEdited.');
  });
  it("takes only the note from a rules-engine reply stored with its framing (chats before the framing moved to the notice)", () => {
    const stored = [
      { role: 'user', content: 'Vomiting since yesterday.' },
      {
        role: 'assistant',
        content:
          "I am the built-in rules engine, not a language model. I filled 1 of 2 sections of the Sick Visit template from our conversation and the visit's records:\n\n## Subjective\n\n- Reported: vomiting\n\n## Plan\n\nNothing found yet for: Plan. Tell me more about these and I will add what I can read.",
      },
    ];
    expect(finalNoteStart('', stored)).toBe('## Subjective\n\n- Reported: vomiting\n\n## Plan');
  });
  it('is empty without a note or a reply', () => {
    expect(latestAssistantReply([{ role: 'user', content: 'hello' }, { role: 'assistant', content: ' ' }])).toBe('');
    expect(finalNoteStart(undefined, [])).toBe('');
  });
});

describe('canGenerateSoap', () => {
  it('needs more than 30 characters and an unfinalized note', () => {
    expect(canGenerateSoap('x'.repeat(30), false)).toBe(false);
    expect(canGenerateSoap('x'.repeat(31), false)).toBe(true);
    expect(canGenerateSoap('x'.repeat(31), true)).toBe(false);
    expect(canGenerateSoap(`  ${'x'.repeat(29)}   `, false)).toBe(false);
  });
});

describe('canFinalizeAs', () => {
  it("needs a role name containing 'vet', any case", () => {
    expect(canFinalizeAs('Veterinarian')).toBe(true);
    expect(canFinalizeAs('Associate VET')).toBe(true);
    expect(canFinalizeAs('Admin')).toBe(false);
    expect(canFinalizeAs(undefined)).toBe(false);
  });

  it("says a failed finalize request in the spec's words", () => {
    expect(finalizeFailedText('Network error')).toBe('Failed to finalize SOAP: Network error');
  });
});

describe('AutosaveScheduler', () => {
  function fakeTimers() {
    let now = 0;
    const queue = new Map<number, { at: number; callback: () => void }>();
    let next = 1;
    const timers: TimerApi = {
      setTimeout: (callback, ms) => {
        const id = next++;
        queue.set(id, { at: now + ms, callback });
        return id;
      },
      clearTimeout: (handle) => void queue.delete(handle as number),
    };
    const advance = (ms: number) => {
      now += ms;
      for (const [id, entry] of [...queue]) {
        if (entry.at <= now) {
          queue.delete(id);
          entry.callback();
        }
      }
    };
    return { timers, advance };
  }

  it('saves once, 5000 ms after the last change', () => {
    const { timers, advance } = fakeTimers();
    let saves = 0;
    const scheduler = new AutosaveScheduler(() => saves++, 5000, timers);
    scheduler.changed();
    advance(4000);
    scheduler.changed();
    advance(4999);
    expect(saves).toBe(0);
    expect(scheduler.pending).toBe(true);
    advance(1);
    expect(saves).toBe(1);
    expect(scheduler.pending).toBe(false);
    advance(10000);
    expect(saves).toBe(1);
  });
  it('cancel drops a pending save', () => {
    const { timers, advance } = fakeTimers();
    let saves = 0;
    const scheduler = new AutosaveScheduler(() => saves++, 5000, timers);
    scheduler.changed();
    scheduler.cancel();
    advance(6000);
    expect(saves).toBe(0);
  });
});

describe("a refused export's message", () => {
  it("says 'Failed to export to PIMs: ' once, whether or not the gateway's message has it already", () => {
    expect(exportFailedText('Failed to export to PIMs: Patient CV-PAT-1 is inactive.')).toBe('Failed to export to PIMs: Patient CV-PAT-1 is inactive.');
    expect(exportFailedText('Soap already finalized')).toBe('Failed to export to PIMs: Soap already finalized');
    expect(exportFailedText('')).toBe('Failed to export to PIMs: Unknown error');
  });
});

describe('Generate SOAP over text of the person’s own (issue 27)', () => {
  it('asks unless the note is blank or is the last generated note, unchanged', () => {
    expect(generateReplacesOwnText('', null)).toBe(false);
    expect(generateReplacesOwnText('  \n', null)).toBe(false);
    expect(generateReplacesOwnText('## S\nMy own words', null)).toBe(true);
    expect(generateReplacesOwnText('## S\nGenerated', '## S\nGenerated')).toBe(false);
    expect(generateReplacesOwnText('## S\nGenerated, then edited', '## S\nGenerated')).toBe(true);
  });
});
