import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TemplateLanguage, TemplateScreen } from '@trips/shared/templates/registry';
import type { VariableSet } from '@trips/shared/templates/variables';

export const screenNames: Record<TemplateScreen, MessageDescriptor> = {
  accommodation: msg`Accommodation`,
  'luggage-transfer': msg`Luggage transfer`,
  'normal-transfer': msg`Normal transfer`,
  'other-services': msg`Other services`,
  customer: msg`Customer`,
};

export const languageNames: Record<TemplateLanguage, MessageDescriptor> = {
  en: msg`English`,
  es: msg`Spanish`,
  de: msg`German`,
};

/** The headings of the Insert variable menu. */
export const variableSetNames: Record<VariableSet, MessageDescriptor> = {
  trip: msg`Trip`,
  customer: msg`Customer`,
  provider: msg`Provider`,
  staff: msg`Staff member`,
  brand: msg`Brand`,
  response: msg`Response link`,
  booking: msg`Accommodation`,
  transfer: msg`Transfer`,
  luggage: msg`Luggage`,
  pickup: msg`Pick-up`,
  service: msg`Service`,
  cancellation: msg`Cancellation`,
  modification: msg`Modification`,
  reminder: msg`Reminder`,
  documents: msg`Documents`,
  prepayment: msg`Prepayment`,
  traveller_page: msg`Travellers' page`,
};
