/** The app's providers around a piece of it: one helper for the tests here and beside the components. */
export { renderWithProviders as renderUi } from '../../src/test/render';
