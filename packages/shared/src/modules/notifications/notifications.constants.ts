/** What a notification points at; the panel opens that object's detail page (spec part 1 §3, §4); 'task' is ours. */
export const relTypes = ['trip', 'provider', 'location', 'invoice', 'task'] as const;
export type RelType = (typeof relTypes)[number];

/** Notifications per page of the side panel (spec part 1 §9). */
export const notificationPageSize = 15;

/**
 * What a notification says, by kind: stored as the kind and its values, shown in the reader's language. A
 * kind with values is a function of them; the web app's catalogue holds its text with {0}, {1} in their place.
 */
export const notificationMessages = {
  welcome: 'Welcome to the Trip Back-Office. New events about your work show here.',
  tripOwner: (trip: string) => `You are now the operations owner of the trip ${trip}.`,
  taskAssigned: (task: string) => `You were assigned the task "${task}"`,
  groupChanged: (group: string) => `Your user group is now ${group}.`,
  noGroup: 'You are no longer in a user group.',
  accountDeactivated: 'Your account was deactivated.',
  accountReactivated: 'Your account was reactivated.',
  permissionsUpdated: 'Your permissions were updated',
  reviewMeetingPoints: (from: string, location: string) =>
    `${from} asked you to review the meeting points of ${location}.`,
  tripProblem: (trip: string, problem: string) => `${trip} needs attention: ${problem}`,
} as const;
export type NotificationEvent = keyof typeof notificationMessages;
export const notificationEvents = Object.keys(notificationMessages) as NotificationEvent[];

type Message = string | ((...values: string[]) => string);

/** A notification's text with its values in place: English, or `{0}`, `{1}`… for the catalogue's id. */
export function notificationText(event: NotificationEvent, params: readonly string[] = []): string {
  const message: Message = notificationMessages[event];
  return typeof message === 'string' ? message : message(...params);
}

/** The catalogue id of a kind's text: its English with {0}, {1}… where the values go. */
export function notificationTemplate(event: NotificationEvent): string {
  const message: Message = notificationMessages[event];
  return typeof message === 'string'
    ? message
    : message(...Array.from({ length: message.length }, (_, i) => `{${i}}`));
}
