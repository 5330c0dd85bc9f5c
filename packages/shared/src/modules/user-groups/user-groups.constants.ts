/**
 * A group's fixed messages. One user and several are two texts: a plural chosen inside one text would
 * leave the singular without a catalogue entry, so a Spanish reader would get it in English.
 */
export const userGroupMessages = {
  hasOneUser: 'This user group still has 1 user. Move them to another group before deleting it.',
  hasUsers: (count: number) =>
    `This user group still has ${count} users. Move them to another group before deleting it.`,
} as const;
