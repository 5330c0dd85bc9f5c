/** Zod-free constants of the SES.Hospedajes communications (RD 933/2021): the browser imports this file. */

/** A booking's communication state, as the report's `state` choice ids. */
export const communicationStates = {
  pending: 1,
  sent: 2,
  accepted: 3,
  rejected: 4,
  cancelled: 5,
} as const;
export type CommunicationState = keyof typeof communicationStates;

export const communicationStateChoices = [
  { id: 1, name: 'Pending' },
  { id: 2, name: 'Sent' },
  { id: 3, name: 'Accepted' },
  { id: 4, name: 'Rejected' },
  { id: 5, name: 'Cancelled' },
] as const;

/** The Ministry's operations: A registers a communication, B cancels one by its code. */
export const operations = ['A', 'B'] as const;
export type Operation = (typeof operations)[number];

/** The RH communication must reach the Ministry within this long of the contract. */
export const deadlineHours = 24;

export const hospedajesMessages = {
  notConfigured:
    'SES.Hospedajes is not configured: fill in the endpoint, user, password and landlord code in the Hospedajes settings.',
  unknownCommunication: 'unable to find this communication',
} as const;

export const hospedajesPageSize = 100;
