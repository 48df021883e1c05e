/** One tranche of options: how many (millions) and at what strike. */
export interface OptionTranche {
  count: number;
  strike: number;
}

/** The treasury stock method with RSUs and a convertible (docs/drills.md#diluted-shares; shares in millions). */
export interface DilutedSharesStatement {
  engineVersion: number;
  sharePrice: number;
  basicShares: number;
  options: OptionTranche[];
  rsus: number;
  convertible: { faceValue: number; conversionPrice: number };
}
