import { describe, expect, it } from 'vitest';
import { emptyText, readTemplateView, shorten, templateDate, VIEW_STORAGE_KEY, writeTemplateView } from './templateList';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

describe('template cards', () => {
  it('keeps a name of 16 characters and cuts a longer one to 16 with an ellipsis', () => {
    expect(shorten('Wellness Exam 16', 16)).toBe('Wellness Exam 16');
    expect(shorten('Wellness Exam Template', 16)).toBe('Wellness Exam Te...');
  });

  it('cuts a description to 45 characters, counting an emoji as one', () => {
    const description = '🐾'.repeat(50);
    expect(Array.from(shorten(description, 45).replace('...', '')).length).toBe(45);
  });

  it('shows dates as MMM D, YYYY', () => {
    expect(templateDate('2026-03-05T12:00:00')).toBe('Mar 5, 2026');
    expect(templateDate('not a date')).toBe('not a date');
  });

  it('names the empty tab', () => {
    expect(emptyText('ACTIVE')).toBe("You haven't created any public templates yet");
    expect(emptyText('INACTIVE')).toBe("You haven't created any drafts yet");
  });
});

describe('the grid/list choice', () => {
  it('is grid until list is stored, and reads back what was written', () => {
    const storage = memoryStorage();
    expect(readTemplateView(storage)).toBe('grid');
    writeTemplateView('list', storage);
    expect(storage.getItem(VIEW_STORAGE_KEY)).toBe('list');
    expect(readTemplateView(storage)).toBe('list');
    writeTemplateView('grid', storage);
    expect(readTemplateView(storage)).toBe('grid');
  });

  it('falls back to grid when storage throws', () => {
    const refusing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(readTemplateView(refusing)).toBe('grid');
    expect(() => writeTemplateView('list', refusing)).not.toThrow();
  });
});
