export { checkTexts, renderTexts } from './apart.ts';
export { exampleData, templateContext, withExamples } from './context.ts';
export { plainTextOf } from './html-text.ts';
export type { RenderedEmail, TemplateProblems, TemplateTexts } from './render.ts';
