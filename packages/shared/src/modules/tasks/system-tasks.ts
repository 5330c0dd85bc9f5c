/**
 * The subjects of the tasks the automation raises, by kind: the English is stored in `subject`, and each
 * reader language's rendering beside it (the web app's catalogue holds each text with {0}, {1} in place of
 * its values; `npm run i18n:extract` puts them there). `row` is a trip row's label ('Accommodation #12').
 */
export const systemTaskMessages = {
  callToBook: (provider: string, row: string) => `Call ${provider} to book ${row}`,
  tellProvider: (provider: string, row: string) => `Tell ${provider} about ${row}`,
  declinedChanges: (provider: string, row: string) => `${provider} declined the changes to ${row}`,
  refusedCancellation: (provider: string, row: string) =>
    `${provider} did not accept the cancellation of ${row}`,
  noAnswerToChanges: (provider: string, row: string) => `No answer from ${provider} to the changes of ${row}`,
  noResponse: (provider: string, row: string) => `No response from ${provider} for ${row}`,
  noAnswerToCancellation: (row: string) => `No answer to the cancellation of ${row}`,
  findAnotherProvider: (row: string) => `Find another provider for ${row}`,
  noProviderLeft: (row: string) => `No provider left to ask for ${row}`,
  emailHeld: (template: string, trip: string) => `Email ${template} for ${trip} held: a value is blank`,
  zohoDealUnmatched: (deal: string) => `Zoho deal ${deal} did not become a trip`,
} as const;

/** What such a task says to do, stored in English and read in the reader's language like its subject. */
export const taskInformationMessages = {
  reason: (reason: string) => `Reason: ${reason}`,
  changesDeclined: (reason: string) =>
    `Reason: ${reason}. The booking stays as the provider confirmed it: put the row back or find another provider.`,
  changesAskedOn: (day: string) => `The changes were asked on ${day}. Call the provider.`,
  cancellationUnconfirmed: (provider: string) =>
    `${provider} has not confirmed the cancellation. Call to confirm it.`,
  notAutomated: (why: string) => `${why}. The location is not booked automatically.`,
  everyoneAsked: (why: string) =>
    `${why}, and every provider of the location's priority list has been asked.`,
} as const;
