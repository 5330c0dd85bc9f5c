import type { Generated } from 'kysely';

/** A trip's signed link for its travellers (migration 0051): one live (not revoked) per trip. */
export interface TravellerLinksTable {
  id: Generated<number>;
  trip_id: number;
  created_at: Date;
  created_by: number | null;
  revoked_at: Date | null;
}

/** Every access and save of the travellers' page, with its time and address. */
export interface TravellerLinkAccessesTable {
  id: Generated<string>;
  trip_id: number | null;
  link_id: number | null;
  action: 'view' | 'save' | 'refused';
  outcome: Generated<string>;
  ip: string;
  at: Date;
}

export interface TravellerLinksTables {
  traveller_links: TravellerLinksTable;
  traveller_link_accesses: TravellerLinkAccessesTable;
  traveller_link_emails: { trip_id: number; kind: string; sent_at: Date };
}
