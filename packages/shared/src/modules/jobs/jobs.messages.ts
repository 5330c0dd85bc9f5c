/**
 * Why background work failed (a PDF, an image, a rendering in a worker), kept in English as a job's or an
 * email's error and shown in the reader's language through the catalogue.
 */
export const workerMessages = {
  outOfMemory: 'The task ran out of memory.',
  tooLong: 'The task took too long.',
  stopped: (code: number) => `The worker stopped (exit code ${code}).`,
} as const;
