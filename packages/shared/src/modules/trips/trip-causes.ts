/**
 * Why the system changed a trip, as its history entry says it: stored in English, shown in the reader's
 * language (the web app's catalogue holds each text with {0}, {1} in place of its values). A booking step's
 * entry is "<row>: <what happened>" ('Accommodation #12: Hostal Alameda confirmed').
 */
export const tripCauseMessages = {
  declined: (provider: string) => `${provider} declined`,
  confirmed: (provider: string) => `${provider} confirmed`,
  acceptedChanges: (provider: string) => `${provider} accepted the changes`,
  declinedChanges: (provider: string) => `${provider} declined the changes`,
  confirmedCancellation: (provider: string) => `${provider} confirmed the cancellation`,
  refusedCancellation: (provider: string) => `${provider} did not accept the cancellation`,
  changesNotSent: 'changes not sent',
  cancellationNotSent: 'cancellation not sent',
  withdrawalNotSent: 'withdrawal not sent',
  commentsNotSent: 'comments not sent',
  changesSent: 'changes sent',
  cancellationSent: 'cancellation sent',
  noResponse: (provider: string) => `no response from ${provider}`,
  didNotAnswer: (provider: string) => `${provider} did not answer`,
  requestByPhone: 'request by phone (task created)',
  requestSent: (provider: string) => `request sent to ${provider}`,
  requestNotSent: 'request not sent',
  automationOn: 'automation switched on',
  automationStopped: 'automation stopped',
  nextOnList: (why: string, provider: string, list: string) =>
    `${why}; ${provider} is next on the location's ${list} list`,
  invoice: (number: string) => `invoice ${number}`,
  documentsSent: (recipient: string) => `Customer documents sent to ${recipient}`,
  zohoDeal: (deal: string) => `Zoho deal ${deal}`,
  // A trip made from another or from an itinerary ('Copied from trip #12', 'Made from itinerary Camino Francés').
  copiedFrom: (tripId: string) => `Copied from trip #${tripId}`,
  madeFromItinerary: (itinerary: string) => `Made from itinerary ${itinerary}`,
  replanned: (itinerary: string) => `Re-planned from itinerary ${itinerary}`,
  // The automatic luggage transfers ('Luggage transfer #12: created automatically (Pamplona → Estella, …)').
  autoCreated: (route: string, priority: string) =>
    `created automatically (${route}, route priority ${priority})`,
  followsChain: (route: string) => `follows the hotel chain (${route})`,
  followsChainAt: (route: string, priority: string) =>
    `follows the hotel chain (${route}, route priority ${priority})`,
  editedByHand: 'edited by hand, the system no longer changes what was edited',
  removedAutomatically: (why: string) => `removed automatically, ${why}`,
  cancelledAutomatically: (why: string) => `cancelled automatically, ${why}`,
  noAutomatedProvider: 'no automated provider serves it now',
  chainMovedOn: 'the hotel chain no longer changes place here',
  deletedByHand: (route: string) => `deleted by hand, the system no longer creates it (${route})`,
  restored: (route: string) => `restored, the system creates this change of place again (${route})`,
  deletionForgotten: (route: string) =>
    `deletion forgotten, the hotel chain no longer changes place here (${route})`,
} as const;
