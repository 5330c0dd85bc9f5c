import { type Capability, rowIdParam } from '@trips/shared';
import { invoiceMessages } from '@trips/shared/modules/invoices/invoices.constants';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { Storage } from '../../engine/storage/storage.ts';
import { notFound } from '../../http/errors.ts';

/** What every invoice route plugin shares: its dependencies, the :id param, the permission, the doc tag. */
export interface InvoiceDeps {
  db: Database;
  storage: Storage;
  /** The company's zone, for overdue tasks. */
  timeZone: string;
}
export const invoiceParams = z.object({ id: rowIdParam() });
export const invoiceAccess = (capability: Capability) => ({ access: { permission: 'invoices', capability } });
export const invoiceTags = ['invoices'];
export const invoiceNotFound = () => notFound(invoiceMessages.notFound);
