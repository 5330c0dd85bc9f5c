import type { RelType } from '@trips/shared/modules/notifications/notifications.constants';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json, Timestamp } from './columns.ts';

export interface TeamsTable {
  id: number;
  name: string;
}
export interface UserGroupsTable {
  id: Generated<number>;
  name: string;
  description: Generated<string>;
  created_at: CreatedAt;
  updated_at: Timestamp;
  version: Generated<number>;
}
export interface GroupPermissionsTable {
  group_id: number;
  permission_key: string;
  is_active: Generated<boolean>;
}
export interface GroupCapabilitiesTable {
  group_id: number;
  permission_key: string;
  capability: string;
  is_active: Generated<boolean>;
}
export interface UsersTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  password_hash: string;
  team_id: number;
  group_id: number | null;
  is_active: Generated<boolean>;
  avatar_path: string | null;
  profile: Generated<string>;
  require_verification: Generated<boolean>;
  ui_language: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  version: Generated<number>;
}
export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  remember: boolean;
  device: Json;
  ip: string | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
  last_seen_at: Timestamp;
  revoked_at: Date | string | null;
}
export interface LoginChallengesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  device: Json;
  device_hash: string;
  remember: boolean;
  attempts: Generated<number>;
  expires_at: Timestamp;
  used_at: Date | string | null;
  created_at: CreatedAt;
}
export interface KnownDevicesTable {
  user_id: number;
  device_hash: string;
  verified_at: CreatedAt;
}
export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Date | string | null;
  created_at: CreatedAt;
}
export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  hits: number;
}
export interface AltchaSpentTable {
  signature: string;
  expires_at: Timestamp;
}
export interface OutboxTable {
  id: Generated<number>;
  channel: 'email' | 'sms';
  recipient: string;
  subject: Generated<string>;
  body: string;
  status: Generated<'pending' | 'sent' | 'dev' | 'failed'>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  last_error: string | null;
  created_at: CreatedAt;
  sent_at: Date | string | null;
  /** The brand's account whose SMTP server sends it (migration 0015); null → the global SMTP_URL. */
  email_account_id: number | null;
  from_address: string | null;
  reply_to: string | null;
  cc: Generated<string[]>;
  bcc: Generated<string[]>;
  html: string | null;
  attachments: ColumnType<OutboxAttachment[], string | undefined, string>;
  template_slug: string | null;
  /** What the message is about (a trip row, a provider…): its kind and id. */
  subject_type: string | null;
  subject_id: number | null;
}
/** A file in storage sent with an email, under the name the recipient sees. */
export interface OutboxAttachment {
  key: string;
  filename: string;
}
export interface SettingsTable {
  key: string;
  value: Json<unknown>;
  updated_at: Timestamp;
}
export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  content: string;
  /** The kind of notification and its values (migration 0030); null for the notifications before. */
  event: string | null;
  params: ColumnType<string[], string | undefined, string>;
  rel_id: number | null;
  rel_type: RelType | null;
  is_read: Generated<number>;
  from_user_id: number | null;
  created_at: CreatedAt;
}
export interface AuditLogTable {
  id: Generated<number>;
  entity: string;
  entity_id: number;
  action: string;
  user_id: number | null;
  changes: Json;
  /** What inside the entity changed (e.g. 'Accommodation #12'), null for the entity itself; since 0008. */
  subject: Generated<string | null>;
  created_at: CreatedAt;
}

/** The tables of migration 0001: people and access, sessions, outbox, settings, notifications, audit. */
export interface PlatformTables {
  teams: TeamsTable;
  user_groups: UserGroupsTable;
  group_permissions: GroupPermissionsTable;
  group_capabilities: GroupCapabilitiesTable;
  users: UsersTable;
  sessions: SessionsTable;
  login_challenges: LoginChallengesTable;
  known_devices: KnownDevicesTable;
  password_resets: PasswordResetsTable;
  rate_limits: RateLimitsTable;
  altcha_spent: AltchaSpentTable;
  outbox: OutboxTable;
  settings: SettingsTable;
  notifications: NotificationsTable;
  audit_log: AuditLogTable;
}
