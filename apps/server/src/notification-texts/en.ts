import type { NoticeEvent } from '../lib/notifications/notice-events';

// The words of every notice Fundi sends about orders, messages and reset codes, in English
// (lib/notifications/notice-events.ts lists the events and their values), and of the news
// e-mails' unsubscribe line and page. sw.ts has the same keys
// and `{{values}}`; notification-texts.test.ts holds them together and checks that every SMS,
// filled with its longest values, fits one GSM-7 message (160 characters). That budget is why
// the SMS texts are terse and some leave out a name the e-mail gives.
//
// People are named by a plain first name, or by the `someone…` words below when their name is
// not one (lib/mail-greeting.ts), so each name sits where either reads well. A service's title
// is the seller's own words: e-mails quote it, SMS never carry it.

/** An SMS, and an e-mail's subject and text; a reset code goes by SMS only. */
type EventTexts = { [E in NoticeEvent]: E extends 'reset-code' ? { sms: string } : { sms: string; subject: string; email: string } };

export const en = {
  someoneBuying: 'a buyer',
  someoneSelling: 'your professional',
  someoneWriting: 'someone',
  /** The last line of every e-mail, before the signature. */
  manage: 'Choose what Fundi sends you: {{settingsLink}}',

  /** The last line of a news e-mail, before the signature (features/notifications/news.ts). */
  news: {
    unsubscribe: 'You get this because you chose news and offers from Fundi. Unsubscribe: {{link}}',
  },

  /** The page a news e-mail's unsubscribe link opens (features/notifications/unsubscribe.routes.ts). */
  unsubscribePage: {
    title: 'Fundi news and offers',
    question: 'Stop news and offers from Fundi, by e-mail and SMS? Notices about your orders and messages keep coming.',
    button: 'Unsubscribe',
    done: 'Done: Fundi sends you no more news and offers. You can turn them back on in your settings.',
    invalid: 'This unsubscribe link is not valid. You can choose what Fundi sends you in your settings.',
  },

  events: {
    'booking-paid': {
      sms: 'Fundi: new booking {{order}} for {{date}}, {{amount}} paid and held. Accept or decline: {{link}}',
      subject: 'New booking for {{date}}: accept or decline',
      email: [
        'New booking from {{buyer}}: “{{service}}” on {{date}}.',
        '{{amount}} was paid with M-Pesa, and Fundi holds it until the job is done.',
        '',
        'Accept or decline order {{order}}:',
        '',
        '{{link}}',
      ].join('\n'),
    },
    'order-accepted': {
      sms: 'Fundi: {{seller}} accepted order {{order}} for {{date}}. Details: {{link}}',
      subject: 'Order {{order}} accepted for {{date}}',
      email: [
        'Good news: {{seller}} accepted your booking of “{{service}}” for {{date}} (order {{order}}).',
        'Your payment stays held until the job is done.',
        '',
        '{{link}}',
      ].join('\n'),
    },
    'order-rejected': {
      sms: 'Fundi: {{seller}} declined order {{order}}. {{amount}} is refunded in full: {{link}}',
      subject: 'Order {{order}} was declined',
      email: [
        'Sorry: {{seller}} declined your booking of “{{service}}” (order {{order}}).',
        'The {{amount}} you paid is on its way back to your M-Pesa, in full.',
        '',
        '{{link}}',
      ].join('\n'),
    },
    'job-started': {
      sms: 'Fundi: {{seller}} started the job for order {{order}}. Follow it here: {{link}}',
      subject: 'The job for order {{order}} has started',
      email: ['The job has started: {{seller}} is working on “{{service}}” (order {{order}}).', '', '{{link}}'].join('\n'),
    },
    'job-completed': {
      sms: 'Fundi: order {{order}} is done. Confirm or report a problem by {{deadline}}, else the seller is paid: {{link}}',
      subject: 'Order {{order}} is done: confirm it by {{deadline}}',
      email: [
        'The job is done: {{seller}} completed “{{service}}” (order {{order}}).',
        '',
        'Confirm the job, or report a problem, by {{deadline}} (Nairobi time). If you do neither, the',
        'payment goes to {{seller}} automatically.',
        '',
        '{{link}}',
      ].join('\n'),
    },
    'order-cancelled': {
      sms: 'Fundi: {{buyer}} cancelled order {{order}} for {{date}}. That day is free again. {{link}}',
      subject: 'Order {{order}} for {{date}} was cancelled',
      email: [
        'Booking cancelled: {{buyer}} cancelled “{{service}}” on {{date}} (order {{order}}).',
        'The payment goes back to the buyer, and that day is free again.',
        '',
        '{{link}}',
      ].join('\n'),
    },
    refunded: {
      sms: 'Fundi: {{amount}} for order {{order}} was sent back to your M-Pesa. Details: {{link}}',
      subject: '{{amount}} sent back to your M-Pesa',
      email: ['{{amount}} for “{{service}}” (order {{order}}) was sent back to your M-Pesa.', '', '{{link}}'].join('\n'),
    },
    'paid-out': {
      sms: 'Fundi: {{amount}} for order {{order}} was sent to your M-Pesa. Details: {{link}}',
      subject: 'You were paid {{amount}}',
      email: ['You were paid: {{amount}} for “{{service}}” (order {{order}}) was sent to your M-Pesa.', '', '{{link}}'].join('\n'),
    },
    'dispute-opened': {
      sms: 'Fundi: the buyer reported a problem with order {{order}}. Payment on hold. Add your side: {{link}}',
      subject: 'A problem was reported with order {{order}}',
      email: [
        'Order {{order}}: {{buyer}} reported a problem with “{{service}}”.',
        'The payment is on hold until Fundi decides. Add your side of the story:',
        '',
        '{{link}}',
      ].join('\n'),
    },
    'dispute-decided': {
      sms: 'Fundi: dispute on order {{order}} decided: {{buyerAmount}} to the buyer, {{sellerAmount}} to the seller. {{link}}',
      subject: 'The dispute about order {{order}} is decided',
      email: [
        'Fundi decided the dispute about “{{service}}” (order {{order}}):',
        '{{buyerAmount}} goes back to the buyer and {{sellerAmount}} to the seller, by M-Pesa.',
        '',
        'See the decision:',
        '',
        '{{link}}',
      ].join('\n'),
    },
    'new-message': {
      sms: 'Fundi: {{sender}} sent you a message. Read and reply: {{link}}',
      subject: 'New message from {{sender}}',
      email: ['You have a new message from {{sender}} on Fundi. Read and reply:', '', '{{link}}'].join('\n'),
    },
    'reset-code': {
      sms: 'Fundi: your password reset code is {{code}}. It works for {{minutes}} minutes. Never share it; Fundi will never ask for it.',
    },
  } satisfies EventTexts,
};

export type NotificationTexts = typeof en;
