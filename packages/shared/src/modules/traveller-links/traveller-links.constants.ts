/** The travellers' own page (issue 49), without Zod so the page can import it. */
export const pageLangs = ['en', 'es', 'de'] as const;
export type PageLang = (typeof pageLangs)[number];

/** A link acts until this many days after the trip's last day. */
export const linkDaysAfterEnd = 30;

/** Why a link does not open the page. */
export const linkRefusals = ['invalid', 'revoked', 'expired'] as const;
export type LinkRefusal = (typeof linkRefusals)[number];

export const travellerLinkMessages = {
  invalid: 'This link is not valid. Please use the link in the latest email we sent you.',
  revoked: 'This link has been replaced. Please use the link in the latest email we sent you.',
  expired: 'This link has expired. Please contact us by email or phone.',
  made: 'Link ready: copy it and send it to the travellers.',
  regenerated: 'New link made: the previous one no longer opens the page.',
  revokedByStaff: 'Link revoked: it no longer opens the page.',
  saved: 'Thank you: your details are saved.',
  partlySaved: 'What is valid is saved. Please correct the fields marked.',
  noLink: 'This trip has no traveller link.',
  /** The trip history's subject of a save from the page. */
  historySubject: 'Travellers (filled in by the travellers)',
} as const;
