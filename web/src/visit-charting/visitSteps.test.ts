import { describe, expect, it } from 'vitest';
import { isVisitStep, leavesForms, petInfoSearch, stepSearch, visitStepsPath } from './visitSteps';

describe('visit step addresses', () => {
  it('changes only the step, keeping the source and every held id', () => {
    const current = new URLSearchParams('source=vea&soap=subjective&visitId=v1&subjectiveId=s1&visit_modification_id=m1&other=x');
    expect(stepSearch(current, 'objective').toString()).toBe('source=vea&visitId=v1&subjectiveId=s1&visit_modification_id=m1&soap=objective');
  });

  it('reduces the query to the source when going back to the pet info', () => {
    expect(petInfoSearch(new URLSearchParams('source=covetrus&soap=plan&visitId=v1')).toString()).toBe('source=covetrus');
    expect(petInfoSearch(new URLSearchParams('soap=plan')).toString()).toBe('source=vea');
  });

  it('knows the five steps and nothing else', () => {
    expect(['subjective', 'objective', 'assessment', 'plan', 'results'].every(isVisitStep)).toBe(true);
    expect(isVisitStep('summary')).toBe(false);
    expect(isVisitStep(null)).toBe(false);
  });

  it('opens a visit on its subjective step, under a reason for modification when there is one', () => {
    expect(visitStepsPath({ petId: 'p1', source: 'vea', visitId: 'v1' })).toBe('/d/pet-profiles/pets/p1?source=vea&soap=subjective&visitId=v1');
    expect(visitStepsPath({ petId: 'p1', source: 'vea', visitId: 'v1', modificationId: 'm1' })).toBe(
      '/d/pet-profiles/pets/p1?source=vea&soap=subjective&visitId=v1&visit_modification_id=m1',
    );
  });
});

describe('visit editing', () => {
  it('is closed once locked, and in a read-only status open only under a reason for modification', async () => {
    const { visitEditing } = await import('./visitEditing');
    const none = new URLSearchParams('soap=subjective');
    const reason = new URLSearchParams('soap=subjective&visit_modification_id=m1');
    expect(visitEditing({ isLocked: false, isReadOnly: false }, none)).toEqual({ editable: true, visitModificationId: null });
    expect(visitEditing({ isLocked: false, isReadOnly: true }, none).editable).toBe(false);
    expect(visitEditing({ isLocked: false, isReadOnly: true }, reason)).toEqual({ editable: true, visitModificationId: 'm1' });
    expect(visitEditing({ isLocked: true, isReadOnly: false }, reason).editable).toBe(false);
  });
});

describe('what leaves the open forms (the unsaved-changes question)', () => {
  const at = (search: string, pathname = '/d/pet-profiles/pets/p1') => ({ pathname, search });
  it("does not ask when a save only puts its note's id in the address", () => {
    expect(leavesForms(at('?source=vea&soap=subjective&visitId=v1'), at('?source=vea&soap=subjective&visitId=v1&subjectiveId=s1'))).toBe(false);
    expect(leavesForms(at('?source=vea&soap=objective&visitId=v1&subjectiveId=s1'), at('?source=vea&soap=objective&subjectiveId=s1&visitId=v1&objectiveId=o1'))).toBe(false);
  });
  it('asks for another step, visit or page', () => {
    expect(leavesForms(at('?source=vea&soap=subjective&visitId=v1'), at('?source=vea&soap=objective&visitId=v1&subjectiveId=s1'))).toBe(true);
    expect(leavesForms(at('?source=vea&soap=subjective&visitId=v1'), at('?source=vea&soap=subjective&visitId=v2'))).toBe(true);
    expect(leavesForms(at('?source=vea&soap=subjective&visitId=v1'), at('?source=vea'))).toBe(true);
    expect(leavesForms(at('?source=vea&soap=subjective&visitId=v1'), at('?source=vea&soap=subjective&visitId=v1', '/d/dashboard'))).toBe(true);
  });
});
