import { limits } from '../../validation/messages.ts';

/** A group's name is a user field (100), its description a textarea (400); spec part 1 §5. */
export const groupLimits = { name: limits.user, description: limits.textarea } as const;
