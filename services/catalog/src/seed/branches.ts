import type { BranchInput } from '@asp/contracts';
import { days, nextChristmasEve, STANDARD_WEEK, weekly, WORKDAYS } from './opening-hours';

export interface BranchSeedRefs {
  division: number;
  tags: Record<'partyservice' | 'mittagstisch' | 'lieferservice' | 'vorbestellung', number>;
}

const christmasEve = () => ({ type: 'once' as const, date: nextChristmasEve(), isClosed: false, from: '07:00', to: '12:00' });

/**
 * The five branches of the demo butcher around Lake Constance, in this order so
 * Konstanz gets id 1 and Bodman id 2 on an empty database.
 */
export function demoBranches({ division, tags }: BranchSeedRefs): BranchInput[] {
  const tag = (...names: Array<keyof BranchSeedRefs['tags']>) => names.map((name) => ({ id: tags[name] }));
  return [
    {
      identifier: 'konstanz',
      name: 'Metzgerei Muster Konstanz',
      description: '<p>Unser Stammhaus in der Altstadt mit heißer Theke, Mittagstisch und Lieferservice.</p>',
      street: 'Hussenstraße 12',
      zipCode: '78462',
      city: 'Konstanz',
      phone: '+49 7531 123450',
      email: 'konstanz@metzgerei-muster.de',
      latitude: 47.6603,
      longitude: 9.1733,
      keywords: 'Altstadt, Mittagstisch, Heiße Theke, Lieferung',
      tags: tag('partyservice', 'mittagstisch', 'lieferservice'),
      openingHours: [...weekly(STANDARD_WEEK), christmasEve()],
      deliveryHours: weekly({
        ...days(WORKDAYS, [
          ['10:00', '12:00'],
          ['15:00', '17:30'],
        ]),
        saturday: [['08:00', '11:30']],
      }),
      isDeliveryHoursEnabled: true,
      isTakeawayEnabled: true,
      isDeliveryEnabled: true,
      isDineInEnabled: true,
      isTableSelectionEnabled: true,
      isATMCardEnabled: true,
      isMollieEnabled: true,
      isDeliveryEmailRequired: true,
      deliveryAreas: [
        { area: '78462 Konstanz', price: 3.9, tax: 19, freeFromOrderValue: 50, minimumOrderValue: 25 },
        { area: '78464 Konstanz', price: 3.9, tax: 19, freeFromOrderValue: 50, minimumOrderValue: 25 },
        { area: '78465 Konstanz', price: 4.9, tax: 19, freeFromOrderValue: 60, minimumOrderValue: 30 },
        { area: '78467 Konstanz', price: 3.9, tax: 19, freeFromOrderValue: 50, minimumOrderValue: 25 },
        { area: '78479 Reichenau', price: 5.9, tax: 19, freeFromOrderValue: 80, minimumOrderValue: 40 },
      ],
      useResellingPrice: true,
      autoPrintOnConfirm: true,
      // The Altstadt kitchen prepares at most 6 pickup/dine-in and 3 delivery orders per quarter hour.
      slotCapacity: 6,
      deliverySlotCapacity: 3,
      division,
    },
    {
      identifier: 'bodman',
      name: 'Metzgerei Muster Bodman',
      description: '<p>Direkt am Seeufer – mit Mittagstisch und Sitzplätzen im Laden.</p>',
      street: 'Kaiserpfalzstraße 5',
      zipCode: '78351',
      city: 'Bodman-Ludwigshafen',
      phone: '+49 7773 98760',
      email: 'bodman@metzgerei-muster.de',
      latitude: 47.8016,
      longitude: 9.0254,
      keywords: 'Bodman, Ludwigshafen, See, Mittagstisch',
      tags: tag('mittagstisch'),
      // Wednesday afternoon closed, as in many village shops.
      openingHours: [
        ...weekly({
          ...days(
            ['monday', 'tuesday', 'thursday', 'friday'],
            [
              ['07:30', '12:30'],
              ['14:30', '18:00'],
            ],
          ),
          wednesday: [['07:30', '12:30']],
          saturday: [['07:00', '12:30']],
        }),
        christmasEve(),
      ],
      isDineInEnabled: true,
      isTableSelectionEnabled: true,
      division,
    },
    {
      identifier: 'eigeltingen',
      name: 'Metzgerei Muster Eigeltingen',
      description: '<p>Unsere Filiale im Hegau. Online-Bestellungen sind hier derzeit nicht möglich.</p>',
      street: 'Krumme Straße 7',
      zipCode: '78253',
      city: 'Eigeltingen',
      phone: '+49 7774 93120',
      email: 'eigeltingen@metzgerei-muster.de',
      latitude: 47.8559,
      longitude: 8.8997,
      keywords: 'Hegau',
      openingHours: weekly({
        ...days(
          ['tuesday', 'wednesday', 'thursday', 'friday'],
          [
            ['07:30', '12:30'],
            ['15:00', '18:00'],
          ],
        ),
        saturday: [['07:00', '12:00']],
      }),
      // Shown in the branch list, styled inactive, not selectable.
      isPublic: false,
      closedMessage: 'Während des Umbaus bedienen wir Sie gerne in unserer Filiale in Bodman.',
      division,
    },
    {
      identifier: 'owingen',
      name: 'Metzgerei Muster Owingen',
      description: '<p>Sitz unseres Partyservice: Platten, Spanferkel und Grillpakete auf Anfrage.</p>',
      street: 'Hauptstraße 40',
      zipCode: '88696',
      city: 'Owingen',
      phone: '+49 7551 94530',
      email: 'partyservice@metzgerei-muster.de',
      latitude: 47.8083,
      longitude: 9.1733,
      keywords: 'Partyservice, Catering, Überlingen, Feier',
      tags: tag('partyservice', 'lieferservice'),
      openingHours: [...weekly(STANDARD_WEEK), christmasEve()],
      deliveryHours: weekly(days(['thursday', 'friday'], [['09:00', '17:00']])),
      isDeliveryHoursEnabled: true,
      isDeliveryEnabled: true,
      // Party orders are offer requests with a date ('Angebotsanfrage abschicken').
      isQuotationRequired: true,
      isAppointmentRequired: true,
      isTakeawayEmailRequired: true,
      isDeliveryEmailRequired: true,
      deliveryAreas: [
        { area: '88696 Owingen', price: 4.5, tax: 19, freeFromOrderValue: 80, minimumOrderValue: 40 },
        { area: '88662 Überlingen', price: 5.9, tax: 19, freeFromOrderValue: 100, minimumOrderValue: 50 },
        { area: '88690 Uhldingen-Mühlhofen', price: 6.9, tax: 19, freeFromOrderValue: 120, minimumOrderValue: 60 },
      ],
      division,
    },
    {
      identifier: 'bambergen',
      name: 'Metzgerei Muster Bambergen',
      description: '<p>Die kleine Dorffiliale – bestellen Sie jederzeit vor, wir legen es für Sie zurück.</p>',
      street: 'Zum Hohenbodman 3',
      zipCode: '88662',
      city: 'Überlingen-Bambergen',
      phone: '+49 7551 83920',
      email: 'bambergen@metzgerei-muster.de',
      latitude: 47.7913,
      longitude: 9.1994,
      keywords: 'Überlingen, Vorbestellung',
      tags: tag('vorbestellung'),
      openingHours: weekly({
        tuesday: [['07:30', '12:30']],
        thursday: [['07:30', '12:30']],
        friday: [
          ['07:30', '12:30'],
          ['14:30', '18:00'],
        ],
        saturday: [['07:00', '12:00']],
      }),
      isPreorderEnabled: true,
      // Konstanz takes no pre-orders, so outside its hours online payment could not be
      // tried in the demo (issue 18): the branch that takes orders at any hour offers both.
      isMollieEnabled: true,
      isDatatransEnabled: true,
      division,
    },
  ];
}
