/**
 * Messages of the catalog service for references between catalogue records
 * (document 1 §5: server texts "not shown" — German texts in the style of the catalogue).
 * {name} is the name of the record that still uses the one being deleted.
 */
export const catalogTexts = {
  unknownBranch: 'Die ausgewählte Filiale existiert nicht.',
  unknownDivision: 'Die ausgewählte Organisation existiert nicht.',
  unknownTag: 'Der ausgewählte Tag existiert nicht.',
  unknownCategory: 'Die ausgewählte Kategorie existiert nicht.',
  unknownProduct: 'Das ausgewählte Produkt existiert nicht.',
  categoryOwnParent: 'Eine Kategorie kann nicht sich selbst oder eine ihrer Unterkategorien als Oberkategorie haben.',
  branchInMenu: 'Die Filiale ist noch dem Produktkatalog „{name}“ zugeordnet und kann nicht gelöscht werden.',
  branchHasTables: 'Der Filiale sind noch Tische zugeordnet. Sie kann nicht gelöscht werden.',
  branchHasDepartments: 'Der Filiale sind noch Abteilungen zugeordnet. Sie kann nicht gelöscht werden.',
  divisionHasBranches: 'Der Organisation sind noch Filialen zugeordnet. Sie kann nicht gelöscht werden.',
  tagInUse: 'Der Tag ist noch der Filiale „{name}“ zugeordnet und kann nicht gelöscht werden.',
  tagOfProduct: 'Der Tag ist noch dem Produkt „{name}“ zugeordnet und kann nicht gelöscht werden.',
  categoryInMenu: 'Die Kategorie wird noch im Produktkatalog „{name}“ verwendet und kann nicht gelöscht werden.',
  categoryTwiceInMenu: 'Die Kategorie ist in diesem Produktkatalog bereits enthalten.',
  productTwiceInCategory: 'Das Produkt ist in dieser Kategorie des Produktkatalogs bereits enthalten.',
  categoryHasChildren: 'Die Kategorie hat noch Unterkategorien und kann nicht gelöscht werden.',
  categoryOfProduct: 'Die Kategorie ist noch dem Produkt „{name}“ zugeordnet und kann nicht gelöscht werden.',
  saleCategoryInUse: 'Die Kategorie ist in der Konfiguration als Kategorie für Aktionen eingestellt und kann nicht gelöscht werden.',
  productInMenu: 'Das Produkt wird noch im Produktkatalog „{name}“ verwendet und kann nicht gelöscht werden.',
  productUsedAsAddon: 'Das Produkt wird noch als Zusatz im Produkt „{name}“ verwendet und kann nicht gelöscht werden.',
} as const;
