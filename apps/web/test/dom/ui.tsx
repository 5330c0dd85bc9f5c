/** The app's providers around a piece of it: one helper for the tests here and beside the components. */
// These files run isolated in the unit project: each imports the components' clean-up after each test itself.
import '../../src/test/setup';

export { renderWithProviders as renderUi } from '../../src/test/render';
