/** What other modules use of the travel pack: its stored PDF record. */
export { createVouchersRepo } from './vouchers.repo.ts';
export { documentsData } from './vouchers.send.ts';
export { createVoucherService } from './vouchers.service.ts';
