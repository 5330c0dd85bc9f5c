export { exampleData, templateContext } from './context.ts';
export { plainTextOf } from './html-text.ts';
export {
  checkTexts,
  type RenderedEmail,
  renderTexts,
  type TemplateProblems,
  type TemplateTexts,
} from './render.ts';
