import { describe, expect, it } from 'vitest';
import { finalizedCanvasAnswer, soapCanvasAnswer } from './soap-canvas.ts';

const canvas = { id: 1, visit_id: 2, pet_id: null, version: '3', updated_by_name: 'Vera', created_at: null, updated_at: 'u' };

describe("a SOAP canvas (main's snake_case, each field named once)", () => {
  it('reads a canvas with its data read up beside it; no data, chat or flags as empty', () => {
    expect(soapCanvasAnswer.parse({ ...canvas, template_code: null })).toEqual({
      id: '1',
      visitId: '2',
      petId: '',
      templateCode: null,
      finalSoap: '',
      prompt: '',
      chatHistory: [],
      version: 3,
      isFinalized: false,
      finalizedAt: null,
      finalizedByName: null,
      exportedTo: null,
      exportRef: null,
      practiceExport: null,
      updatedByName: 'Vera',
      createdAt: '',
      updatedAt: 'u',
    });
    expect(
      soapCanvasAnswer.parse({ ...canvas, pet_id: 5, is_finalized: true, data: { final_soap: 'S', prompt: null, chat_history: [{ role: 'user', content: 'Hi', at: null }] } }),
    ).toMatchObject({ petId: '5', isFinalized: true, finalSoap: 'S', prompt: '', chatHistory: [{ role: 'user', content: 'Hi', at: '' }] });
  });

  it('reads a finalize answer: the canvas sent as data, and the message', () => {
    expect(finalizedCanvasAnswer.parse({ data: canvas, message: 'Exported.' })).toMatchObject({ canvas: { id: '1', finalSoap: '' }, message: 'Exported.' });
  });
});
