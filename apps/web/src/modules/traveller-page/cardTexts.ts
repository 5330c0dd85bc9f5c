import { msg } from '@lingui/core/macro';

/**
 * The card's labels and choices as `lib/travellerCard` names them (the staff's words, which the page keeps
 * where it says nothing else), by their English text, so they read in the page's language: the page loads
 * no other catalogue.
 */
export const cardTexts = [
  msg`First name`,
  msg`First surname`,
  msg`Second surname`,
  msg`Document type`,
  msg`Document number`,
  msg`Support number`,
  msg`Nationality`,
  msg`Birth date`,
  msg`Sex`,
  msg`Address`,
  msg`Postal code`,
  msg`Phone`,
  msg`Email`,
  msg`Diet and allergies`,
  msg`Height for the bike (cm)`,
  msg`Emergency contact: name`,
  msg`Emergency contact: phone`,
  msg`DNI (Spanish ID card)`,
  msg`NIE (foreigner's number)`,
  msg`Passport`,
  msg`Other document`,
  msg`Male`,
  msg`Female`,
  msg`Other`,
  msg`Parent`,
  msg`Child`,
  msg`Grandparent`,
  msg`Grandchild`,
  msg`Sibling`,
  msg`Uncle or aunt`,
  msg`Nephew or niece`,
  msg`Great-grandparent`,
  msg`Great-grandchild`,
  msg`Brother- or sister-in-law`,
  msg`Spouse`,
  msg`Parent-in-law`,
  msg`Son- or daughter-in-law`,
  msg`Guardian`,
  msg`Other relationship`,
];
