import type { VisitStep } from '../visitSteps';

/** The vitals panel is visible on every step except results (spec 002 section 2.1). */
export const showsVitals = (step: VisitStep) => step !== 'results';

/** The long steps show the vitals beside them on wide screens; the plan's tables need the width. */
export const vitalsBeside = (step: VisitStep) => step === 'subjective' || step === 'objective' || step === 'assessment';
