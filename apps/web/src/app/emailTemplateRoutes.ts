/** The services whose email templates share one screen each (spec part 1 §2). */
export type TemplateScreen = 'accommodation' | 'luggage-transfer' | 'normal-transfer' | 'other-services';

const slugsByScreen: Record<TemplateScreen, readonly string[]> = {
  accommodation: [
    'booking-request',
    'booking-confirmation',
    'cancellation-request',
    'modifications-request',
    'modifications-decline',
    'booking-reminders',
    'booking-automatic-mailing',
    'booking-new-comments',
    // The spec writes these two as "prepayment-proforma-request/booking".
    'prepayment-proforma-request',
    'prepayment-proforma-booking',
    'booking-request-cancellation',
    'no-response',
    'booking-request-phone',
    'booking-reminder-phone',
    'booking-reminder-modification',
    'no-response-to-cancellation',
  ],
  'luggage-transfer': [
    'luggage-transfer-request',
    'luggage-transfer-decline',
    'luggage-transfer-confirmation',
    'cancellation-request-luggage-transfer',
    'modifications-request-luggage-transfer',
    'luggage-transfer-reminders',
    'luggage-transfers-new-comments',
    'no-response-to-cancellation-luggage-transfer',
    'luggage-transfer-request-phone',
  ],
  'normal-transfer': [
    'normal-transfer-request',
    'normal-transfer-confirmation',
    'cancellation-request-normal-transfer',
    'modifications-request-normal-transfer',
    'modifications-decline-normal-transfer',
    'normal-transfer-reminder-modification',
    'normal-transfer-request-phone',
    'normal-transfers-new-comments',
    'no-response-to-cancellation-normal-transfer',
  ],
  'other-services': [
    'other-booking-request',
    'other-booking-confirmation',
    'other-new-comments',
    'cancellation-request-other',
    'modifications-request-other',
    'modifications-decline-other',
    'other-reminder-modification',
    'other-request-phone',
    'no-response-to-cancellation-other-services',
  ],
};

export interface EmailTemplateRoute {
  path: string;
  title: string;
  screen: TemplateScreen;
}

function titleFromSlug(slug: string) {
  const words = slug.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const emailTemplateRoutes: readonly EmailTemplateRoute[] = Object.entries(slugsByScreen).flatMap(
  ([screen, slugs]) =>
    slugs.map((slug) => ({ path: `/${slug}`, title: titleFromSlug(slug), screen: screen as TemplateScreen })),
);
