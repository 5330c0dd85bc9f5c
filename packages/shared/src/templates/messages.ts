/** The server's messages about templates; the ones with a line number name where the problem is. */
export const emailTemplateMessages = {
  notFound: 'unable to find data',
  stale: 'This template was changed by someone else since you opened it. Reload to see their version.',
  invalid: 'Please correct the template.',
  accountOfBrand: 'Choose an email account of this brand.',
  addresses: 'Enter email addresses separated by commas.',
  noText: 'This template has no text yet for this brand.',
  sampleGone: 'That trip or service is no longer there: choose another one to preview with.',
  noOwnEmail: 'Your user has no email address to send the test to.',
  testSent: (email: string) => `Test sent to ${email}.`,
  notAllowedHtml: (removed: string) =>
    `Emails keep only formatting, links and pictures: remove ${removed} to save this text.`,
  unknownVariable: (line: number, name: string) =>
    `Line ${line}: "${name}" is not a variable of this template.`,
  unknownFilter: (line: number, name: string) => `Line ${line}: "${name}" is not a filter templates may use.`,
  notAllowedTag: (line: number, name: string) =>
    `Line ${line}: the tag "${name}" is not allowed in templates.`,
  notClosed: (line: number) => `Line ${line}: this tag or output is not closed.`,
  unreadable: (line: number) =>
    `Line ${line}: this cannot be read; check how its variables and tags are written.`,
  tooHeavy: (line: number) => `Line ${line}: rendering stopped, it takes too much time or memory.`,
} as const;
