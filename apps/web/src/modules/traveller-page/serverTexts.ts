import { msg } from '@lingui/core/macro';

/**
 * The server's messages this page shows (shared travellers.constants and traveller-links.constants), by
 * their English text, so they read in the page's language: the page loads no other catalogue.
 */
export const serverTexts = [
  msg({ id: 'Enter the first name.', message: 'Enter the first name.' }),
  msg({ id: 'Enter the first surname.', message: 'Enter the first surname.' }),
  msg({
    id: 'This DNI is not valid: 8 digits and the right check letter (e.g. 12345678Z).',
    message: 'This DNI is not valid: 8 digits and the right check letter (e.g. 12345678Z).',
  }),
  msg({
    id: 'This NIE is not valid: X, Y or Z, 7 digits and the right check letter (e.g. X1234567L).',
    message: 'This NIE is not valid: X, Y or Z, 7 digits and the right check letter (e.g. X1234567L).',
  }),
  msg({
    id: 'Enter the support number printed on the card (required for a DNI or NIE).',
    message: 'Enter the support number printed on the card (required for a DNI or NIE).',
  }),
  msg({
    id: 'The support number has 9 letters and digits.',
    message: 'The support number has 9 letters and digits.',
  }),
  msg({ id: 'Choose the document type.', message: 'Choose the document type.' }),
  msg({ id: 'Enter the document number.', message: 'Enter the document number.' }),
  msg({
    id: 'A minor needs the relationship to the adult they travel with.',
    message: 'A minor needs the relationship to the adult they travel with.',
  }),
  msg({
    id: 'A Spanish municipality code (INE) has 5 digits.',
    message: 'A Spanish municipality code (INE) has 5 digits.',
  }),
  msg({ id: 'The birth date cannot be in the future.', message: 'The birth date cannot be in the future.' }),
  msg({
    id: 'This link is not valid. Please use the link in the latest email we sent you.',
    message: 'This link is not valid. Please use the link in the latest email we sent you.',
  }),
  msg({
    id: 'This link has been replaced. Please use the link in the latest email we sent you.',
    message: 'This link has been replaced. Please use the link in the latest email we sent you.',
  }),
  msg({
    id: 'This link has expired. Please contact us by email or phone.',
    message: 'This link has expired. Please contact us by email or phone.',
  }),
  msg({ id: 'Thank you: your details are saved.', message: 'Thank you: your details are saved.' }),
  msg({
    id: 'What is valid is saved. Please correct the fields marked.',
    message: 'What is valid is saved. Please correct the fields marked.',
  }),
];
