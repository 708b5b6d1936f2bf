import { describe, expect, it } from 'vitest';
import { appendDictated, mergeChoice, mergeList, mergeText } from './mergeModes';

describe('mergeText', () => {
  it('replace takes the answer; an empty answer leaves the field', () => {
    expect(mergeText('Coughing', 'Vomiting since Monday', 'replace')).toBe('Vomiting since Monday');
    expect(mergeText('Coughing', null, 'replace')).toBe('Coughing');
    expect(mergeText('Coughing', '   ', 'append')).toBe('Coughing');
  });

  it('append continues the text as a new sentence, once', () => {
    expect(mergeText('Coughing', 'vomiting since Monday', 'append')).toBe('Coughing. vomiting since Monday');
    expect(mergeText('Coughing.', 'Vomiting', 'append')).toBe('Coughing. Vomiting');
    expect(mergeText('', 'Vomiting', 'append')).toBe('Vomiting');
    expect(mergeText('Coughing. Vomiting  since Monday', 'vomiting since monday', 'append')).toBe('Coughing. Vomiting  since Monday');
  });
});

describe('mergeChoice', () => {
  it('replace overwrites, append fills only an empty choice', () => {
    expect(mergeChoice('ACUTE', 'STATIC', 'replace')).toBe('STATIC');
    expect(mergeChoice('ACUTE', 'STATIC', 'append')).toBe('ACUTE');
    expect(mergeChoice('', 'STATIC', 'append')).toBe('STATIC');
    expect(mergeChoice('ACUTE', null, 'replace')).toBe('ACUTE');
  });
});

describe('mergeList', () => {
  it('replace takes the answer, append adds what is missing, neither duplicates', () => {
    expect(mergeList([1, 2], [3, 3], 'replace')).toEqual([3]);
    expect(mergeList([1, 2], [2, 3], 'append')).toEqual([1, 2, 3]);
    expect(mergeList([1, 2], [], 'replace')).toEqual([1, 2]);
    const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
    expect(mergeList(['Rimadyl'], ['rimadyl', 'Apoquel'], 'append', sameName)).toEqual(['Rimadyl', 'Apoquel']);
  });
});

describe('appendDictated', () => {
  it('adds dictated text after a space', () => {
    expect(appendDictated('', ' Hello ')).toBe('Hello');
    expect(appendDictated('Bright', 'alert')).toBe('Bright alert');
    expect(appendDictated('Bright\n', 'alert')).toBe('Bright\nalert');
    expect(appendDictated('Bright', '  ')).toBe('Bright');
  });
});
