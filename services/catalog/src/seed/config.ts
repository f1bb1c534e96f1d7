import type { ConfigInput } from '@asp/contracts';

/** The demo shop's configuration (spec README: +49, saleCategoryId = 'Aktionen'). */
export function demoConfig(saleCategoryId: number): ConfigInput {
  return {
    shopName: 'Metzgerei Muster',
    businessName: 'Metzgerei Muster GmbH',
    title: 'Metzgerei Muster – Online bestellen',
    description:
      '<p>Frisches Fleisch und Wurst aus eigener Herstellung. Wählen Sie Ihre Filiale, bestellen Sie online und holen Sie Ihre Bestellung ab – oder lassen Sie sie sich liefern.</p>',
    seoTitle: 'Metzgerei Muster | Fleisch & Wurst vom Bodensee',
    seoDescription: 'Metzgerei mit fünf Filialen am Bodensee: online vorbestellen, abholen oder liefern lassen.',
    website: 'https://www.metzgerei-muster.de',
    street: 'Hussenstraße 12',
    zipCode: '78462',
    city: 'Konstanz',
    phone: '+49 7531 123450',
    email: 'info@metzgerei-muster.de',
    termsAndConditionsText:
      '<h2>Allgemeine Geschäftsbedingungen</h2><p>Bestellungen über den Online-Shop sind verbindlich, sobald wir sie bestätigt haben. Bei Waren, die nach Gewicht verkauft werden, ergibt sich der Endpreis aus dem tatsächlichen Gewicht.</p>',
    privacyPolicyText:
      '<h2>Datenschutzerklärung</h2><p>Wir verarbeiten Ihre Angaben ausschließlich zur Abwicklung Ihrer Bestellung. Verantwortlich ist die Metzgerei Muster GmbH, Hussenstraße 12, 78462 Konstanz.</p>',
    imprintText:
      '<h2>Impressum</h2><p>Metzgerei Muster GmbH<br>Hussenstraße 12<br>78462 Konstanz<br>Telefon: +49 7531 123450<br>Geschäftsführer: Max Muster<br>Amtsgericht Freiburg, HRB 000000</p>',
    allergensText:
      '<h2>Allergene</h2><p>Angaben zu Allergenen finden Sie bei jedem Produkt unter „Zutaten“. Unsere Mitarbeiterinnen und Mitarbeiter beraten Sie gerne.</p>',
    currency: 'EUR',
    primaryColor: '#8c1d18',
    secondaryColor: '#333333',
    font: 'Open Sans',
    borderRadius: 4,
    defaultDeliveryMethod: 'takeaway',
    // The §2.6 map, which without a map style runs on the built-in style that needs no tile
    // service. The home page (single-branch landing) stays off: with five branches the
    // branch list is the right '/'; staff switch it on under Einstellungen to see the
    // landing page with the map. The app plugin: install prompt, update notice, and the
    // installed shop reloads without network behind the 'Sie sind offline' overlay.
    enablePluginMap: true,
    enablePluginPWA: true,
    enablePluginToolbar: true,
    enablePluginSearch: true,
    enablePluginTags: true,
    enablePluginCategoryBar: true,
    enablePluginDonations: true,
    enablePluginOrderReviews: true,
    enablePluginFrontdesk: true,
    enablePluginATMCard: true,
    enableCash: true,
    enableATMCard: true,
    // Online payment runs through the sandbox provider outside production (orders service);
    // Konstanz offers Mollie, Bambergen (pre-orders at any hour) Mollie and Datatrans.
    enablePluginMollie: true,
    enableMollie: true,
    enablePluginDatatrans: true,
    enableDatatrans: true,
    saleCategoryId,
    phonePrefix: '+49',
    timeZone: 'Europe/Berlin',
  };
}
