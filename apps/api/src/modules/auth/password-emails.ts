import { isUiLanguage, type UiLanguage } from '@trips/shared/modules/users/language';
import type { Database } from '../../db/database.ts';
import { currentReaderLanguage } from '../../db/reader-language.ts';
import type { PasswordLinkMail } from './password-link.ts';

/**
 * The two emails with a set-password link, in the recipient's interface language. They are the server's
 * own texts (no screen shows them), so both languages are written here, as readiness.messages.ts does.
 */
const texts = {
  en: {
    resetSubject: 'Reset your password',
    reset: (minutes: number, link: string) => [
      'Hello,',
      '',
      'Someone asked to reset the password of your Trip Back-Office account.',
      `Open this link within ${minutes} minutes to choose a new password:`,
      '',
      link,
      '',
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ],
    invitationSubject: 'Your Trip Back-Office account',
    invitation: (name: string, days: number, link: string) => [
      `Hello ${name},`,
      '',
      'An account was created for you on the Trip Back-Office.',
      `Open this link within ${days} days to choose your password:`,
      '',
      link,
    ],
  },
  es: {
    resetSubject: 'Restablezca su contraseña',
    reset: (minutes: number, link: string) => [
      'Hola:',
      '',
      'Alguien ha pedido restablecer la contraseña de su cuenta del Trip Back-Office.',
      `Abra este enlace en los próximos ${minutes} minutos para elegir una contraseña nueva:`,
      '',
      link,
      '',
      'Si no lo ha pedido usted, ignore este correo: su contraseña no cambia.',
    ],
    invitationSubject: 'Su cuenta del Trip Back-Office',
    invitation: (name: string, days: number, link: string) => [
      `Hola, ${name}:`,
      '',
      'Se ha creado una cuenta para usted en el Trip Back-Office.',
      `Abra este enlace en los próximos ${days} días para elegir su contraseña:`,
      '',
      link,
    ],
  },
} satisfies Record<UiLanguage, unknown>;

/**
 * The language a user reads email in: the interface language they chose; for one who never chose (a user
 * just created), the language of whoever acts (the administrator creating them), else English.
 */
export async function recipientLanguage(db: Database, userId: number): Promise<UiLanguage> {
  const user = await db
    .selectFrom('users_view')
    .select('ui_language')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (isUiLanguage(user?.ui_language)) return user.ui_language;
  const acting = currentReaderLanguage();
  return isUiLanguage(acting) ? acting : 'en';
}

export function resetMail(language: UiLanguage, minutes: number): PasswordLinkMail {
  const t = texts[language];
  return {
    validForMs: minutes * 60_000,
    subject: t.resetSubject,
    body: (link) => t.reset(minutes, link).join('\n'),
  };
}

export function invitationMail(language: UiLanguage, firstName: string, days: number): PasswordLinkMail {
  const t = texts[language];
  return {
    validForMs: days * 86_400_000,
    subject: t.invitationSubject,
    body: (link) => t.invitation(firstName, days, link).join('\n'),
  };
}
