/**
 * Words that open a quantity: "about" says "approximately" or "roughly" only before one
 * ("approximately 20", "roughly half"; "approximately free" and "roughly handled" stay). The
 * vocabulary and register stages both make that swap, and both ask this.
 */
export const QUANTITY_OPENER =
  /^(?:\p{N}.*|[$\u20ac\u00a3].*|half|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|hundred|hundreds|thousand|thousands|million|millions|billion|the|equal|every|each|double|twice|three-quarters|quarter)$/iu;
