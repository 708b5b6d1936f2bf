// The spec's texts for AI answers (spec 002 sections 5 and 8), apart from the components so the
// public pages can use them without the components' code.
export const PROMPT_REQUIRED = 'Prompt is required';
export const CHECK_AI_RESPONSE = 'Check the fields below with the AI response';
