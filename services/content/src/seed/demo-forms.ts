import { DEMO_IMAGES, type ContentNodeInput, type ImageTemplateInput } from '@asp/contracts';

/**
 * The contact form of the demo website (website.md §3 form node): name, e-mail, phone,
 * message and the privacy tick, mailed by its sendMail action to the shop — in development
 * MailDev catches it (http://localhost:1080).
 */
export const DEMO_FORM: ContentNodeInput = {
  identifier: 'kontaktformular',
  type: 'form',
  isPublic: true,
  content: {
    name: 'Kontaktformular',
    description: '<p>Fragen zu Bestellungen, Grillpaketen oder Partyservice? Schreiben Sie uns – wir melden uns schnell.</p>',
    thankYouMessage: '<p>Vielen Dank für Ihre Nachricht! Wir melden uns in Kürze.</p>',
    fields: [
      {
        type: 'text',
        value: { type: 'text', label: 'Name', description: 'Vor- und Nachname', isRequired: true, fieldId: 'name', hasMaxWidth: true },
      },
      {
        type: 'text',
        value: { type: 'email', label: 'E-Mail', description: 'name@beispiel.de', isRequired: true, fieldId: 'email', hasMaxWidth: true },
      },
      {
        type: 'text',
        value: { type: 'phone', label: 'Telefon', description: 'Für Rückfragen', isRequired: false, fieldId: 'phone', hasMaxWidth: true },
      },
      {
        type: 'text',
        value: { type: 'textarea', label: 'Nachricht', description: 'Ihre Nachricht an uns', isRequired: true, fieldId: 'message' },
      },
      {
        type: 'boolean',
        value: { type: 'text', label: 'Ich habe die Datenschutzerklärung gelesen.', isRequired: true, fieldId: 'privacy' },
      },
    ],
    actions: [
      {
        type: 'sendMail',
        value: {
          recipient: 'laden@metzgerei.localhost',
          subject: 'Kontaktanfrage über die Website',
          message: 'Neue Nachricht über das Kontaktformular:',
        },
      },
    ],
  },
};

/** A weekly offer poster (1080×1080): red band, product photo, name and price placeholders. */
export const DEMO_IMAGE_TEMPLATE: ImageTemplateInput = {
  identifier: 'wochenangebot',
  name: 'Wochenangebot',
  width: 1080,
  height: 1080,
  background: '#fffaf3',
  layers: [
    { type: 'shape', id: 'band', x: 0, y: 0, width: 1080, height: 180, fill: '#8c2f39' },
    { type: 'text', id: 'title', x: 60, y: 50, width: 960, text: 'Angebot der Woche', fontSize: 72, fontWeight: 700, color: '#ffffff' },
    { type: 'image', id: 'photo', x: 60, y: 240, width: 960, height: 540, imageId: DEMO_IMAGES[0].id, fit: 'cover' },
    { type: 'text', id: 'name', x: 60, y: 820, width: 640, text: '{name}', fontSize: 64, fontWeight: 700, color: '#2b2b2b' },
    { type: 'shape', id: 'badge', x: 720, y: 800, width: 300, height: 200, shape: 'rect', fill: '#f2c200', radius: 24 },
    {
      type: 'text',
      id: 'price',
      x: 720,
      y: 860,
      width: 300,
      text: '{price} €',
      fontSize: 72,
      fontWeight: 700,
      color: '#2b2b2b',
      align: 'center',
    },
  ],
};
