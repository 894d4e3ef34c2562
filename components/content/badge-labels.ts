/** Labels of the overlay badges an editor can put on a content image (the Studio offers the same list). */
export const BADGE_LABELS: Record<string, string> = {
  pharmaceuticalGrade: 'Pharmaceutical grade',
  improvedFormula: 'Improved formula',
  sale: 'Sale',
  hasta: 'HASTA certified',
  veganCertified: 'Vegan certified',
  plantBased: 'Plant based',
};
