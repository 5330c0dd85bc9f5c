import type { TemplateSlug } from '@trips/shared/templates/registry';

/** A demo template's text: the subject and the body as lines ("- " starts a list item). */
export interface DemoText {
  subject: string;
  lines: readonly string[];
}
/** English and Spanish for every template; German where a template has it (English stands in elsewhere). */
export type DemoTexts = Partial<Record<TemplateSlug, { en: DemoText; es: DemoText; de?: DemoText }>>;

/** Lines as the rich-text editor writes them: paragraphs, and list items grouped in one list. */
export function bodyHtml(lines: readonly string[]): string {
  let html = '';
  let inList = false;
  for (const line of lines) {
    const item = line.startsWith('- ');
    if (item && !inList) html += '<ul>';
    if (!item && inList) html += '</ul>';
    inList = item;
    html += item ? `<li><p>${line.slice(2)}</p></li>` : `<p>${line}</p>`;
  }
  return inList ? `${html}</ul>` : html;
}

export const signature = {
  en: [
    'Kind regards,',
    '{% if staff.full_name != blank %}{{ staff.full_name }}<br>{% endif %}{{ brand.name }}{% if brand.phone != blank %} · {{ brand.phone }}{% endif %}{% if brand.email != blank %} · {{ brand.email }}{% endif %}',
  ],
  es: [
    'Un saludo cordial,',
    '{% if staff.full_name != blank %}{{ staff.full_name }}<br>{% endif %}{{ brand.name }}{% if brand.phone != blank %} · {{ brand.phone }}{% endif %}{% if brand.email != blank %} · {{ brand.email }}{% endif %}',
  ],
  de: [
    'Mit freundlichen Grüßen',
    '{% if staff.full_name != blank %}{{ staff.full_name }}<br>{% endif %}{{ brand.name }}{% if brand.phone != blank %} · {{ brand.phone }}{% endif %}{% if brand.email != blank %} · {{ brand.email }}{% endif %}',
  ],
} as const;

/** How a confirmation or a change is answered: the provider's own link, one click. */
export const answerLink = {
  en: 'Please answer by {{ response.deadline }} through this link, where you can accept or decline in one click: <a href="{{ response.url }}">{{ response.url }}</a>',
  es: 'Le rogamos que nos responda antes del {{ response.deadline }} desde este enlace, donde puede aceptar o rechazar con un solo clic: <a href="{{ response.url }}">{{ response.url }}</a>',
  de: 'Bitte antworten Sie bis zum {{ response.deadline }} über diesen Link, wo Sie mit einem Klick annehmen oder ablehnen können: <a href="{{ response.url }}">{{ response.url }}</a>',
} as const;

/** What a modification asks, a change a line ('Rooms: 1 double room → 1 twin room'), and why. */
export const changeLines = {
  en: [
    '{% if modification.changes != blank %}What changes:<br>{{ modification.changes }}{% endif %}',
    '{% if modification.reason != blank %}Why: {{ modification.reason }}{% endif %}',
    '{% if modification.conf_number != blank %}Your confirmation number: {{ modification.conf_number }}{% endif %}',
  ],
  es: [
    '{% if modification.changes != blank %}Qué cambia:<br>{{ modification.changes }}{% endif %}',
    '{% if modification.reason != blank %}Motivo: {{ modification.reason }}{% endif %}',
    '{% if modification.conf_number != blank %}Su número de confirmación: {{ modification.conf_number }}{% endif %}',
  ],
  de: [
    '{% if modification.changes != blank %}Was sich ändert:<br>{{ modification.changes }}{% endif %}',
    '{% if modification.reason != blank %}Grund: {{ modification.reason }}{% endif %}',
    '{% if modification.conf_number != blank %}Ihre Bestätigungsnummer: {{ modification.conf_number }}{% endif %}',
  ],
} as const;

/** The confirmation number the provider gave the booking being cancelled. */
export const cancelledConf = {
  en: '{% if cancellation.conf_number != blank %}Your confirmation number: {{ cancellation.conf_number }}{% endif %}',
  es: '{% if cancellation.conf_number != blank %}Su número de confirmación: {{ cancellation.conf_number }}{% endif %}',
  de: '{% if cancellation.conf_number != blank %}Ihre Bestätigungsnummer: {{ cancellation.conf_number }}{% endif %}',
} as const;
