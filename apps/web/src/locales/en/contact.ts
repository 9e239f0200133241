/** The contact page (docs/product.md §2 Contact). */
export const contact = {
  title: 'Contact Us',
  lead: 'Questions, feedback or a problem with an order? We are here to help.',
  detailsTitle: 'Reach us directly',
  emailLabel: 'Email',
  phoneLabel: 'Phone',
  hoursLabel: 'Hours',
  cityLabel: 'Office',
  formTitle: 'Send us a message',
  formLead: 'We reply within one working day.',
  name: 'Name',
  email: 'Email',
  message: 'Message',
  send: 'Send Message',
  sending: 'Sending...',
  sent: 'Message sent successfully!',
  failed: 'Failed to send message. Please try again later.',
};
