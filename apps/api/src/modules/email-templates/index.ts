/** The email-templates module's public entry: what other modules may use of it. */
export type { SampleSource, SampleTrip } from './email-templates.samples.ts';
export { createEmailTemplatesService, senderOf } from './email-templates.service.ts';
