/** Why an email could not go out, kept as its error in English and shown in the reader's language. */
export const outboxMessages = {
  attachmentGone: (filename: string) => `The attachment ${filename} is no longer stored.`,
} as const;
