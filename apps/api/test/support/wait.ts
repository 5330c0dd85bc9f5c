/** Polls until the condition holds; the test's own timeout bounds the wait on a slow machine. */
export async function waitUntil(condition: () => boolean | Promise<boolean>, pollMs = 25): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, pollMs));
}
