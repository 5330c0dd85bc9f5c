/** A successful answer whose messages the client shows as a success toast. */
export const ok = (...messages: string[]) => ({ success: true as const, messages });
