import type { VisitStep } from '../visitSteps';

/** The vitals panel is visible on every step except results (spec 002 section 2.1). */
export const showsVitals = (step: VisitStep) => step !== 'results';
