import type { ContactRequest, Language } from '@fundi/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db';
import type { Mailer } from '../../lib/mailer';

export type ContactDeps = { db: Database; mailer: Mailer; supportEmail: string; log: FastifyBaseLogger };

/**
 * POST /api/contact-us. The message is stored first, so nothing a person wrote is lost even
 * when the mail server is down; support can always read it in the database. Support reads it
 * in English, told which language to answer in.
 */
export async function sendContactMessage(
  { db, mailer, supportEmail, log }: ContactDeps,
  request: ContactRequest & { language: Language },
): Promise<void> {
  const stored = await db
    .insertInto('contact_messages')
    .values({ name: request.name, email: request.email, message: request.message, language: request.language })
    .returning('id')
    .executeTakeFirstOrThrow();
  try {
    await mailer.send({
      to: supportEmail,
      replyTo: { name: request.name, address: request.email },
      // Nothing the sender wrote goes in the subject: a mail client shows it as Fundi's own line.
      subject: `Contact form message ${stored.id.slice(0, 8)}`,
      text: `${request.message}\n\n-- \n${request.name} <${request.email}>\nMessage ${stored.id}\nAnswer in ${LANGUAGE_NAMES[request.language]}`,
    });
    await db.updateTable('contact_messages').set({ emailed_at: new Date() }).where('id', '=', stored.id).execute();
  } catch (error) {
    log.error({ err: error, contactMessageId: stored.id }, 'contact message stored but not e-mailed');
  }
}

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', sw: 'Kiswahili' };
